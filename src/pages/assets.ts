import { staticPlugin } from '@elysiajs/static'
import { publicDir } from '../paths'

/**
 * public/ at /public. Built once at import (top-level await), so the plugin is a plain instance
 * and every app that uses it answers from its first request, with no lazy-plugin race.
 */
export const publicAssets = await staticPlugin({
  assets: publicDir,
  prefix: '/public',
  // Revalidated hourly by ETag: file names carry no version, so changes must show up soon.
  maxAge: 3600,
  indexHTML: false,
  silent: true,
})

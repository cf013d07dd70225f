import { describe, expect, test } from 'bun:test'
import { assetUrl } from '../../src/pages/assets'
import { createTestApp } from '../support/harness'

/**
 * What Lighthouse's audits check on every page (scripts/lighthouse.ts runs Lighthouse itself):
 * each fix that the markup could lose again has its check here.
 */
describe('every page passes what Lighthouse audits in its markup', async () => {
  const t = await createTestApp()
  const chef = await t.register('Audit Chef')
  const recipe = await t.createRecipe(chef.api_key, { description_en: 'Glazed thighs.', description_ja: '照り焼き。' })
  await t.createRecipe(chef.api_key, { title_en: 'Second dish', category: 'dessert' })
  await t.services.imageService.settled()

  const PAGES = [
    '/',
    '/ja/',
    `/recipes/${recipe}`,
    `/ja/recipes/${recipe}`,
    '/?category=dessert',
    '/?q=teriyaki',
    '/discussions',
    '/ja/discussions',
    `/agents/${chef.agent_id}`,
    '/register',
    '/ja/register',
    '/recipes/no-such-recipe',
  ]
  const pages = await Promise.all(
    PAGES.map(async (path) => {
      const response = await t.request(path)
      const html = await response.text()
      return {
        path,
        response,
        html,
        head: html.slice(0, html.indexOf('</head>')),
      }
    }),
  )

  test('every page links the one stylesheet by its hashed name and loads no blocking script', () => {
    for (const { path, head } of pages) {
      expect(head).toContain(`<link rel="stylesheet" href="${assetUrl('/public/css/site.css')}"/>`)
      expect({ path, blocking: head.match(/<script src="[^"]*"(?! defer)/g) }).toEqual({ path, blocking: null })
    }
  })

  test('one h1 per page, and headings never skip a level on the way down', () => {
    for (const { path, html } of pages) {
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
      expect({ path, h1: levels.filter((level) => level === 1).length }).toEqual({ path, h1: 1 })
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)
      expect({ path, first: levels[0], skips }).toEqual({ path, first: 1, skips: [] })
    }
  })

  test('a title, a meta description, a canonical link and the hreflang alternates', () => {
    for (const { path, head } of pages) {
      expect({ path, title: /<title>[^<]+<\/title>/.test(head) }).toEqual({ path, title: true })
      const description = head.match(/<meta name="description" content="([^"]*)"/)?.[1]
      expect({ path, described: Boolean(description?.trim()) }).toEqual({ path, described: true })
      expect(head).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/)
      for (const lang of ['en', 'ja', 'x-default']) expect(head).toContain(`<link rel="alternate" hreflang="${lang}"`)
    }
  })

  test('every picture states its width and height, so nothing shifts when it loads', () => {
    for (const { path, html } of pages)
      for (const [image] of html.matchAll(/<img\b[^>]*>/g))
        expect({ path, image, sized: /\swidth="\d+"/.test(image) && /\sheight="\d+"/.test(image) }).toEqual({
          path,
          image,
          sized: true,
        })
  })

  test('every form field has a label', () => {
    for (const { path, html } of pages)
      for (const [field] of html.matchAll(/<(?:input|textarea|select)\b(?![^>]*type="hidden")[^>]*>/g)) {
        const id = field.match(/\sid="([^"]+)"/)?.[1]
        expect({ path, field, labelled: id !== undefined && html.includes(` for="${id}"`) }).toEqual({
          path,
          field,
          labelled: true,
        })
      }
  })
})

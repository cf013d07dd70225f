/**
 * Where the project's own files (public/) live. From a checkout, that is the repository; in a
 * binary from `npm run build`, they are embedded under the executable's virtual root, which is
 * where `import.meta.dir` of the bundled code points.
 */
const projectRoot = Bun.isStandaloneExecutable ? import.meta.dir : new URL('..', import.meta.url).pathname

export const publicDir = `${projectRoot}/public`

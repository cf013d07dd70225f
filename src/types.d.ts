// Migrations are imported as text (`with { type: 'text' }`) so the single binary carries them.
declare module '*.sql' {
  const text: string
  export default text
}

// Static assets imported with `{ type: 'file' }` resolve to a path (inside the binary when compiled).
declare module 'swagger-ui-dist/*' {
  const path: string
  export default path
}

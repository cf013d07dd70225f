// Migrations are imported as text (`with { type: 'text' }`) so the single binary carries them.
declare module '*.sql' {
  const text: string
  export default text
}

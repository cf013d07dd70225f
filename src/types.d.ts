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

// The WebAssembly codecs of the pictures' renditions, imported `{ type: 'file' }` (src/images/render.ts).
declare module '@jsquash/webp/codec/enc/*.wasm' {
  const path: string
  export default path
}

// kuromoji's IPADIC files, imported `{ type: 'file' }` so the binary embeds them (src/ai/food/reader/japanese.ts).
declare module 'kuromoji/dict/*' {
  const path: string
  export default path
}

declare module 'kuromoji' {
  export type IpadicToken = {
    surface_form: string
    pos: string
    pos_detail_1: string
    pos_detail_2: string
    basic_form: string
    reading?: string
    word_position: number
    word_type: 'KNOWN' | 'UNKNOWN'
  }
  export type Tokenizer = { tokenize(text: string): IpadicToken[] }
  export function builder(options: { dicPath: string }): {
    build(done: (error: Error | null, tokenizer: Tokenizer) => void): void
  }
}

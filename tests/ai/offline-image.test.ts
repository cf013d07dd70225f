import { describe, expect, test } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { generateImage } from 'ai'
import { createOfflineImageModel } from '../../src/ai/offline/image-model'
import { imagePrompt, type PictureDraft } from '../../src/ai/prompts'

const model = createOfflineImageModel()

const draft = (overrides: Partial<PictureDraft>): PictureDraft => ({
  title_ja: 'テスト',
  title_en: 'Test dish',
  category: 'main',
  ingredients_ja: ['鮭 200g', 'ご飯 300g', 'ほうれん草 100g', '味噌 大さじ1'],
  ingredients_en: ['200 g salmon', '300 g cooked rice', '100 g spinach', '1 tbsp miso'],
  steps_ja: ['a', 'b', 'c', 'd'],
  steps_en: ['a', 'b', 'c', 'd'],
  ...overrides,
})

/** Decodes the RGB pixels of a PNG written by the offline model (8-bit RGB, filter 0 rows). */
function pixels(png: Uint8Array) {
  const bytes = Buffer.from(png)
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const idat: Buffer[] = []
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  return { width, height, raw: inflateSync(Buffer.concat(idat)) }
}

const draw = async (recipe: PictureDraft) => (await generateImage({ model, prompt: imagePrompt(recipe) })).image

describe('offline image model', () => {
  test('draws a valid 512×512 PNG through generateImage', async () => {
    const image = await draw(draft({}))
    expect(image.mediaType).toBe('image/png')
    const { width, height, raw } = pixels(image.uint8Array)
    expect([width, height]).toEqual([512, 512])
    expect(raw.length).toBe((512 * 3 + 1) * 512)
  })

  test('is deterministic for the same recipe', async () => {
    expect((await draw(draft({}))).uint8Array).toEqual((await draw(draft({}))).uint8Array)
  })

  test('a drink and a main dish are different pictures, coloured by their ingredients', async () => {
    const main = await draw(draft({}))
    const drink = await draw(draft({ category: 'drink', title_en: 'Matcha latte', ingredients_en: ['1 tsp matcha', '200 ml milk', '4 ice cubes', '100 ml water'] }))
    expect(main.uint8Array).not.toEqual(drink.uint8Array)
    // inside the glass, left of the ice and the straw, is the drink itself: green from matcha
    const { raw } = pixels(drink.uint8Array)
    const at = (x: number, y: number) => [...raw.subarray(y * (512 * 3 + 1) + 1 + x * 3, y * (512 * 3 + 1) + 1 + x * 3 + 3)]
    const [r, g, b] = at(150, 280)
    expect(g).toBeGreaterThan(r!)
    expect(g).toBeGreaterThan(b!)
  })

  test('every category draws', async () => {
    const sizes = new Set<number>()
    for (const category of ['main', 'dessert', 'drink', 'snack'] as const) sizes.add((await draw(draft({ category }))).uint8Array.length)
    expect(sizes.size).toBe(4)
  })
})

import { describe, expect, test } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { generateImage } from 'ai'
import { dishPictureOf, drawRecipePicture, type PictureRecipe } from '../../src/ai/dish-picture'
import type { DishPicture } from '../../src/ai/picture-families'
import { ingredient } from '../../src/ai/food/catalogue'
import { DISHES } from '../../src/ai/food/dishes'
import { createOfflineImageModel } from '../../src/ai/offline/image-model'
import { pairs } from '../../src/ai/offline/picture/canvas'
import { drawPicture, PICTURE_SIZES, paintPicture } from '../../src/ai/offline/picture/draw'
import { FAMILY_SAMPLES, sampleRecipe } from '../../scripts/pictures/samples'
import themes from '../../scripts/eval/themes.dev.json'

const model = createOfflineImageModel()

/** Decodes the RGB pixels of a PNG written by the offline model (8-bit RGB, Sub-filtered rows). */
function decode(png: Uint8Array) {
  const bytes = Buffer.from(png)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const idat: Buffer[] = []
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  // Undo the Sub filter the encoder writes on every row (the filter byte says so): each byte adds
  // the one a pixel to its left.
  const stride = width * 3 + 1
  for (let y = 0; y < height; y++) {
    expect(raw[y * stride]).toBe(1)
    for (let x = 4; x < stride; x++) raw[y * stride + x] = (raw[y * stride + x]! + raw[y * stride + x - 3]!) & 0xff
  }
  const at = (x: number, y: number) =>
    [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)] as [number, number, number]
  return { width, height, raw, at }
}

const draw = async (recipe: PictureRecipe, prompt = `A picture of ${recipe.title_en}`) =>
  (await generateImage({ model, prompt, providerOptions: { offline: recipe } })).image

describe('the family of a recipe picture', () => {
  test.each(FAMILY_SAMPLES.map(({ family, recipe }) => [recipe.title_en, family, recipe] as const))(
    '%s is drawn as %s',
    (_, family, recipe) => {
      expect(dishPictureOf(recipe).family).toBe(family)
    },
  )

  test('the rule that places a recipe also says what it is served in', () => {
    const vessel = (title: string) => dishPictureOf(sampleRecipe(title, title, 'main', [])).vessel
    expect(vessel('Egg fried rice')).toBe('plate')
    expect(vessel('Oyakodon')).toBe('bowl')
    expect(vessel('Miso ramen')).toBe('deep_bowl')
  })

  test.each([
    // the first matching word in the table wins, whatever its place in the title
    ['Curry udon', 'main', 'noodle_soup'],
    ['Iced matcha latte', 'drink', 'cold_drink'],
    ['Matcha latte', 'drink', 'hot_drink'],
    ['Cold barley tea', 'drink', 'cold_drink'],
    ['Baked cheesecake', 'dessert', 'cake_slice'],
    ['Roll cake', 'dessert', 'cake_slice'],
    ['Zaru soba', 'main', 'noodles_on_a_plate'],
    ['Yakisoba', 'main', 'stir_fry'],
    // no word: the method of the catalogue dish the title names
    ['Gyudon', 'main', 'rice_bowl'],
    ['Karaage', 'main', 'cutlet'],
    ['Okonomiyaki', 'main', 'pancake_and_flatbread'],
    ['Panna cotta', 'dessert', 'pudding_and_custard'],
    ['Mango lassi', 'drink', 'smoothie'],
    // a Japanese title alone
    ['味噌ラーメン', 'main', 'noodle_soup'],
    ['かき氷', 'dessert', 'frozen_dessert'],
    ['汁なし担担麺', 'main', 'noodles_on_a_plate'],
    ['回鍋肉', 'main', 'stir_fry'],
    // neither: the category's fallback
    ["Grandma's Sunday special", 'main', 'plated_main'],
    ['Something sweet for Mum', 'dessert', 'cake_slice'],
    ['A drink for a hot day', 'drink', 'cold_drink'],
    // a word counts only in its categories: a cold soup is not a cold drink
    ['Cold cucumber soup', 'main', 'soup'],
  ] as const)('%s (%s) is drawn as %s', (title, category, family) => {
    expect(dishPictureOf(sampleRecipe(title, title, category, [])).family).toBe(family)
  })

  test('the ingredients give the colours, in recipe order, each once', () => {
    const picture = dishPictureOf(
      sampleRecipe('Matcha latte', '抹茶ラテ', 'drink', ['1 tsp matcha', '200 ml milk', '1 tsp matcha', '1 tsp sugar']),
    )
    expect(picture.components.map((c) => c.ingredient)).toEqual(['matcha', 'milk', 'sugar'])
    expect(picture.components[0]!.color).toBe(ingredient('matcha').color!)
  })
})

describe('the offline image model', () => {
  test('draws a PNG of the size the pages show, that decodes', async () => {
    const image = await draw(FAMILY_SAMPLES[0]!.recipe)
    expect(image.mediaType).toBe('image/png')
    const { width, height, raw } = decode(image.uint8Array)
    expect([width, height]).toEqual([PICTURE_SIZES.large.width, PICTURE_SIZES.large.height])
    expect(raw.length).toBe((width * 3 + 1) * height)
    const small = decode(
      drawPicture({ picture: dishPictureOf(FAMILY_SAMPLES[0]!.recipe), seed: 0, size: PICTURE_SIZES.small }),
    )
    expect([small.width, small.height]).toEqual([PICTURE_SIZES.small.width, PICTURE_SIZES.small.height])
    expect(small.raw.length).toBe((small.width * 3 + 1) * small.height)
  })

  test('the PNG decodes to exactly the pixels painted', () => {
    const input = { picture: dishPictureOf(FAMILY_SAMPLES[0]!.recipe), seed: 0, size: PICTURE_SIZES.small }
    const { width, height, at } = decode(drawPicture(input))
    const { pixels } = paintPicture(input)
    const decoded = new Uint8Array(width * height * 3)
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) decoded.set(at(x, y), (y * width + x) * 3)
    expect(Bun.hash(decoded)).toBe(Bun.hash(pixels))
  })

  test('draws the structure it is given, never its prompt', async () => {
    const recipe = FAMILY_SAMPLES[3]!.recipe
    expect((await draw(recipe, 'one prompt')).uint8Array).toEqual(
      (await draw(recipe, 'Category: drink\nVisible ingredients: matcha')).uint8Array,
    )
  })

  test('the drink in the cup is the colour of its ingredients', async () => {
    const cup = async (ingredients: string[]) =>
      decode((await draw(sampleRecipe('Latte', 'ラテ', 'drink', ingredients))).uint8Array)
    // left of the latte art, inside the cup: the drink itself
    const [r1, g1] = (await cup(['1 tsp matcha', '200 ml milk'])).at(300, 266)
    expect(g1).toBeGreaterThan(r1)
    const [r2, g2] = (await cup(['60 ml coffee', '200 ml milk'])).at(300, 266)
    expect(r2).toBeGreaterThan(g2)
  })

  test('draws the same input once, and every different one anew', async () => {
    const asked: number[] = []
    const counting = createOfflineImageModel({
      draw: async (input) => {
        asked.push(input.seed)
        return drawRecipePicture(input)
      },
    })
    const recipe = FAMILY_SAMPLES[2]!.recipe
    const picture = (seed: number) =>
      generateImage({ model: counting, prompt: 'p', seed, providerOptions: { offline: recipe } })
    const [first, again] = await Promise.all([picture(1), picture(1)])
    const other = await picture(2)
    expect(asked).toEqual([1, 2])
    expect(again.image.uint8Array).toEqual(first.image.uint8Array)
    expect(other.image.uint8Array).not.toEqual(first.image.uint8Array)
    expect((await picture(1)).image.uint8Array).toEqual(first.image.uint8Array)
    expect(asked).toEqual([1, 2])
  })

  test('is deterministic for the same recipe', async () => {
    const recipe = FAMILY_SAMPLES[10]!.recipe
    expect((await draw(recipe)).uint8Array).toEqual((await draw(recipe)).uint8Array)
  })

  test('500 different recipes draw 500 different pictures', () => {
    // Catalogue dishes with their own ingredients, then again under the titles people type.
    const titles = themes.themes.map((theme) => theme.theme)
    const recipes = Array.from({ length: 500 }, (_, i) => {
      const dish = DISHES[i % DISHES.length]!
      const names = dish.ingredients.map((part) => `${part.amount.en} ${ingredient(part.id).name.en}`)
      const round = Math.floor(i / DISHES.length)
      const title = round === 0 ? dish.name.en : `${dish.name.en} (${titles[i % titles.length]})`
      return sampleRecipe(title, dish.name.ja, dish.category, round === 0 ? names : names.slice(0, -1))
    })
    const seen = new Set<string>()
    // The small size keeps this quick; the variation is the same at every size.
    for (const recipe of recipes)
      seen.add(Bun.hash(drawPicture({ picture: dishPictureOf(recipe), seed: 0, size: PICTURE_SIZES.small })).toString())
    expect(seen.size).toBe(500)
  }, 60_000)
})

describe('what the offline model draws follows the picture it is given', () => {
  const base = dishPictureOf(
    sampleRecipe('Tomato and basil pasta', 'トマトとバジルのパスタ', 'main', [
      '200 g spaghetti',
      '3 tomatoes',
      '10 basil leaves',
    ]),
  )
  const pixels = (picture: DishPicture) => decode(drawPicture({ picture, seed: 0, size: PICTURE_SIZES.small }))
  /** Pixels within a small distance of a colour. */
  const near = (image: ReturnType<typeof pixels>, [r, g, b]: [number, number, number]) => {
    let count = 0
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const [pr, pg, pb] = image.at(x, y)
        if (Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 24) count++
      }
    return count
  }
  const differing = (a: ReturnType<typeof pixels>, b: ReturnType<typeof pixels>) => {
    let count = 0
    for (let i = 0; i < a.raw.length; i += 3)
      if (
        Math.abs(a.raw[i]! - b.raw[i]!) +
          Math.abs(a.raw[i + 1]! - b.raw[i + 1]!) +
          Math.abs(a.raw[i + 2]! - b.raw[i + 2]!) >
        30
      )
        count++
    return count / (a.raw.length / 3)
  }

  test('the ingredients it is given are drawn in their colours', () => {
    // The same dish, its ingredients recoloured magenta, a colour no food and no plate has.
    const magenta = {
      ...base,
      components: base.components.map((component) => ({ ...component, color: '#ff00ff' as const })),
    }
    expect(base.components.length).toBeGreaterThan(1)
    expect(near(pixels(base), [255, 0, 255])).toBe(0)
    expect(near(pixels(magenta), [255, 0, 255])).toBeGreaterThan(500)
  })

  test('the family and vessel it is given change the shape drawn, not only the bytes', () => {
    const plated = pixels(base)
    const asSoup = pixels({
      ...base,
      ...dishPictureOf(sampleRecipe('Miso ramen', '味噌ラーメン', 'main', [])),
      components: base.components,
      variation: base.variation,
    })
    const asDrink = pixels({ ...base, family: 'hot_drink', vessel: 'cup', category: 'drink' })
    // A tenth of the picture or more is drawn differently: another silhouette, not a nudge.
    expect(differing(plated, asSoup)).toBeGreaterThan(0.1)
    expect(differing(plated, asDrink)).toBeGreaterThan(0.1)
    // …and the same picture is drawn the same, so the difference is the family's.
    expect(differing(plated, pixels(base))).toBe(0)
  })
})

describe('grid points', () => {
  test('a flat list [x0, y0, x1, y1, …] is read as its points in order', () => {
    expect(pairs([250, 250, 400, 230, 550, -5])).toEqual([
      [250, 250],
      [400, 230],
      [550, -5],
    ])
    expect(pairs([])).toEqual([])
  })
})

/**
 * `npm run pictures:sheet`: one offline picture of each family, without captions, laid out on the
 * page colours the pictures are seen against (the light theme of public/css/site.css, and a dark
 * page for a dark theme or a dark-mode browser), into .pictures/sheet.png. Shown the sheet, a
 * person should name the family of at least 8 pictures in 10; the key is printed, not drawn.
 *
 * Options: --shuffle S (a seed: the families in another order, so a judge cannot learn the
 * order), --size large|small (small), --only family,… (a closer look at a few), --columns N (6),
 * --dishes N (N catalogue dishes with their own ingredients instead: how real recipes come out).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { dishPictureOf } from '../../src/ai/dish-picture'
import { encodePng, Raster, type RGB } from '../../src/ai/offline/png'
import { hex } from '../../src/ai/offline/picture/canvas'
import { PICTURE_SIZES, paintPicture } from '../../src/ai/offline/picture/draw'
import { mulberry32 } from '../../src/ai/offline/random'
import { ingredient } from '../../src/ai/food/catalogue'
import { DISHES } from '../../src/ai/food/dishes'
import { FAMILY_SAMPLES, sampleRecipe } from './samples'

const { values } = parseArgs({
  options: {
    shuffle: { type: 'string' },
    size: { type: 'string', default: 'small' },
    only: { type: 'string' },
    dishes: { type: 'string' },
    columns: { type: 'string', default: '6' },
  },
})
const size = values.size === 'large' ? PICTURE_SIZES.large : PICTURE_SIZES.small

/** The page and card colours of each theme: --bg and --surface of site.css, and their dark counterparts. */
const THEMES: Array<{ name: string; page: RGB; card: RGB }> = [
  { name: 'light', page: hex('#fbf7f1'), card: hex('#ffffff') },
  { name: 'dark', page: hex('#1b1714'), card: hex('#2a241f') },
]

const fromCatalogue = (count: number) => {
  const step = DISHES.length / count
  return Array.from({ length: count }, (_, i) => {
    const dish = DISHES[Math.floor(i * step)]!
    const recipe = sampleRecipe(
      dish.name.en,
      dish.name.ja,
      dish.category,
      dish.ingredients.map((part) => `${part.amount.en} ${ingredient(part.id).name.en}`),
    )
    return { family: dishPictureOf(recipe).family, recipe }
  })
}
const samples = (values.dishes ? fromCatalogue(Number(values.dishes)) : FAMILY_SAMPLES).filter(
  ({ family }) => !values.only || values.only.split(',').includes(family),
)
if (values.shuffle) {
  const rand = mulberry32(Number(values.shuffle))
  for (let i = samples.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[samples[i], samples[j]] = [samples[j]!, samples[i]!]
  }
}

const COLUMNS = Math.min(Number(values.columns), samples.length)
const GAP = 16
const PAD = 10
const rows = Math.ceil(samples.length / COLUMNS)
const cellW = size.width + 2 * PAD
const cellH = size.height + 2 * PAD
const blockH = rows * (cellH + GAP) + GAP
const sheet = new Raster(COLUMNS * (cellW + GAP) + GAP, blockH * THEMES.length)

const fill = (x0: number, y0: number, w: number, h: number, color: RGB) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) sheet.pixels.set(color, (y * sheet.width + x) * 3)
}

const pictures = samples.map(({ recipe }) => paintPicture({ picture: dishPictureOf(recipe), seed: 0, size }))
THEMES.forEach((theme, t) => {
  fill(0, t * blockH, sheet.width, blockH, theme.page)
  pictures.forEach((picture, i) => {
    const x = GAP + (i % COLUMNS) * (cellW + GAP)
    const y = t * blockH + GAP + Math.floor(i / COLUMNS) * (cellH + GAP)
    fill(x, y, cellW, cellH, theme.card)
    for (let row = 0; row < picture.height; row++)
      sheet.pixels.set(
        picture.pixels.subarray(row * picture.width * 3, (row + 1) * picture.width * 3),
        ((y + PAD + row) * sheet.width + x + PAD) * 3,
      )
  })
})

const out = new URL('../../.pictures/', import.meta.url).pathname
mkdirSync(out, { recursive: true })
writeFileSync(`${out}sheet.png`, encodePng(sheet))
console.log(`${out}sheet.png: ${THEMES.map((t) => t.name).join(' above, ')} below; left to right, top to bottom:`)
samples.forEach(({ family, recipe }, i) => {
  // The family the rules chose, and the one the sample stands for when they differ.
  const drawn = dishPictureOf(recipe).family
  console.log(`  ${i + 1}. ${drawn} (${recipe.title_en})${drawn === family ? '' : ` — meant as ${family}`}`)
})

/**
 * `bun scripts/eval/families-check.ts [--second]`: runs the check themes of families-check.json (or the second batch) (never fixed
 * against) through the engine as the eval does and prints, per theme, the family read, the title
 * published (or how the run ended) and whether the host said plainly how it cooks the dish.
 */
import CHECK1 from './families-check.json'
import CHECK2 from './families-check2.json'

const CHECK = process.argv.includes('--second') ? CHECK2 : CHECK1
import { discussFresh } from './fresh'
import type { FreshTheme } from './fresh'
import { readBrief } from '../../src/ai/food/brief'

type Check = { lang: 'ja' | 'en'; theme: string; family: string; name?: string }
let ok = 0
for (const c of (CHECK as { themes: Check[] }).themes) {
  const brief = readBrief(c.theme, c.lang)
  const run = await discussFresh({ lang: c.lang, theme: c.theme, kind: 'family', expect: {} } as FreshTheme)
  const opening = run.transcript.find((t) => t.round === 1 && t.role === 'host')?.text ?? ''
  const read =
    brief.familyDish?.family ?? (brief.dishId ? `table:${brief.dishId}` : brief.unknownDish ? 'unknown' : 'none')
  const said = /no house recipe|決まったレシピ|cannot be made without|なしでは作れません/.test(opening)
  const title = run.recipe ? `${run.recipe.title_en} / ${run.recipe.title_ja}` : `ended ${run.ending}`
  const pass = read === c.family && said && (!c.name || brief.familyDish?.name === c.name)
  if (pass) ok++
  console.log(
    `${pass ? 'ok  ' : 'MISS'} ${c.theme}\n     read ${read}${brief.familyDish ? ` "${brief.familyDish.name}"` : ''}, expected ${c.family}; said plainly: ${said}; ${title}`,
  )
}
console.log(`\n${ok} of ${(CHECK as { themes: Check[] }).themes.length} read to the expected family and said plainly`)

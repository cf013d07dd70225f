/**
 * What a cook reads wrong in a version of a recipe as published (knowledge/recipe-checks.json
 * `text`), for the authored recipes and for what the adapter makes of them: a word left with
 * nothing after it ("until ."), a name said twice in one list of a step or the description, a count with no counter for a food
 * not counted by the piece ("3 cilantro"), a preparation note counting out its line in words that
 * do not scale with it, meat said to stay pink and taken past the whole-muscle figure; and, of an
 * adaptation only, a heated step left with nothing but its fat, and a description naming what the
 * brief rules out.
 */
import { occasionById } from '../food/asks'
import { effectiveMentions, checkRecipe as guardBreaks } from '../food/guard'
import type { Brief, Lang } from '../food/types'
import { CHECKS, verbOf } from './check-rules'
import { food, literal, namePattern } from './foods'
import { refsIn, stepTexts, versionOf } from './load'
import { counterOf, fillRefs, ingredientLine, qtyOf, render } from './render'
import { isWhole, RULES, WHOLE } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep } from './types'

const LANGS: Lang[] = ['ja', 'en']
const both = (p: { ja: string; en: string }) => ({ ja: new RegExp(p.ja), en: new RegExp(p.en, 'i') })
const DANGLING = both(CHECKS.text.dangling)
const PREP_SPLIT = both(CHECKS.text.prep_split)
const PINK = both(CHECKS.text.pink)
const BARE = CHECKS.text.bare_count.units
const DOUBLED = both(CHECKS.text.doubled)
const BLIND = both(CHECKS.text.blind_cue)
/**
 * The food two {ref}s of a list name alike ("{soy_sauce} and {soy_sauce_2}" once both are soy
 * sauce, 「{stock}、{ale}」 once the ale is stock): a name said twice.
 */
function twiceIn(text: string, recipe: AuthoredRecipe, lang: Lang): string | undefined {
  const foodOf = new Map(recipe.ingredients.map((i) => [i.ref, i.food]))
  const marked = text.replace(
    /\{([a-z][a-z0-9_]*)\}/g,
    (whole, ref: string) => `\u0000${foodOf.get(ref) ?? whole}\u0000`,
  )
  const twice = /\u0000([^\u0000]+)\u0000(?: and |, |と|、)\u0000\1\u0000/.exec(marked)
  return twice ? food(twice[1]!).name[lang] : undefined
}

/** The slips of a version as rendered: its description, steps and ingredient lines, in both languages. */
export function textProblems(recipe: AuthoredRecipe): string[] {
  const draft = render({ recipe, decisions: [] })
  const problems: string[] = []
  for (const lang of LANGS) {
    const said: Array<[string, string]> = [
      ['description', draft[`description_${lang}`] ?? ''],
      ...draft[`steps_${lang}`].map((s, n): [string, string] => [`step ${n + 1}`, s]),
    ]
    for (const [where, text] of said) {
      const dangling = DANGLING[lang].exec(text)
      if (dangling) problems.push(`${where} (${lang}) leaves "${dangling[0].trim()}" with nothing said: "${text}"`)
    }
    for (const [where, text] of [...said, ...draft[`ingredients_${lang}`].map((l): [string, string] => ['line', l])]) {
      const doubled = DOUBLED[lang].exec(text)
      if (doubled) problems.push(`${where} (${lang}) says "${doubled[0]}", a word twice: "${text}"`)
    }
    if (draft[`description_${lang}`] === draft[`title_${lang}`])
      problems.push(`the description (${lang}) is only the title: "${draft[`title_${lang}`]}"`)
    for (const [where, text] of [
      ['description', recipe.description[lang]],
      ...recipe.steps.map((s, n) => [`step ${n + 1}`, s[lang]]),
    ]) {
      const twice = twiceIn(text!, recipe, lang)
      if (twice) problems.push(`${where} (${lang}) names ${twice} twice in one list: "${text}"`)
    }
  }
  // A cue is read against the English: a Japanese 「型の準備ができている」 beside "the tin is lined" says what is seen.
  for (const [n, s] of recipe.steps.entries())
    if ((s.heat !== 'none' && !s.cue.en.trim()) || LANGS.every((lang) => BLIND[lang].test(s.cue[lang])))
      problems.push(`step ${n + 1} has a cue that says nothing a cook sees: "${s.cue.en}"`)
  for (const i of recipe.ingredients) {
    const form = food(i.food).item?.form
    const bare = BARE[i.amount.unit]
    if (bare && form && !bare.includes(form) && !counterOf(i))
      problems.push(
        `${i.ref} (${i.food}) is counted bare, a ${form} with no counter: "${draft.ingredients_en.find((l) => l.includes(food(i.food).name.en))}"`,
      )
    const { name } = food(i.food)
    const line = ingredientLine(i, 'en')
    const one = new RegExp(`^\\S+ ${literal(name.en)}(?:,|$)`)
    if (qtyOf(i.amount) > 1 && one.test(line) && !/s$/.test(name.en) && !RULES.counters.same.includes(i.food))
      problems.push(`${i.ref} (${i.food}) counts more than one, but the line names one: "${line}"`)
    const ground = LANGS.filter(
      (lang) => WHOLE.ground[lang].test(name[lang]) && ingredientLine(i, lang).includes(name[lang]),
    )
    if (isWhole(i) && ground.length) problems.push(`${i.ref} (${i.food}) is whole, but named ground: "${line}"`)
    if (i.prep && i.amount.qty !== undefined && LANGS.some((lang) => PREP_SPLIT[lang].test(i.prep![lang])))
      problems.push(`${i.ref}: its prep "${i.prep.en}" counts out the line in words that do not scale with it`)
  }
  return [...problems, ...pinkAndHot(recipe.steps, recipe)]
}

const CLAUSES = { ja: /[、。；]/, en: /[,;.]| and / }

/**
 * A meat a step says stays pink, which a step takes past the whole-muscle figure: one piece said two
 * ways. A clause naming a food is about that food (the prawns turn pink); one naming none is about
 * the step's own (sear the beef, "still pink inside").
 */
function pinkAndHot(steps: AuthoredStep[], recipe: AuthoredRecipe): string[] {
  const limit = CHECKS.doneness.whole_muscle.temp_c
  const names = (i: AuthoredIngredient, text: string, lang: Lang) =>
    refsIn(text).includes(i.ref) || !!namePattern(food(i.food), lang)?.test(fillRefs(text, recipe.ingredients, lang))
  const anyFood = (text: string, lang: Lang) =>
    effectiveMentions(fillRefs(text, recipe.ingredients, lang)).length > 0 ||
    recipe.ingredients.some((i) => names(i, text, lang))
  return recipe.ingredients
    .filter((i) => food(i.food).traits.includes('meat'))
    .flatMap((i) => {
      const naming = steps.filter((s) => LANGS.some((lang) => names(i, `${s[lang]} ${s.cue[lang]}`, lang)))
      const pink = naming.find((s) =>
        LANGS.some((lang) =>
          `${s[lang]} ${s.cue[lang]}`
            .split(CLAUSES[lang])
            .some((c) => PINK[lang].test(c) && (names(i, c, lang) || !anyFood(c, lang))),
        ),
      )
      const hot = naming.find((s) => (s.cue.temp_c ?? 0) > limit)
      return pink && hot
        ? [`${i.ref} stays pink ("${pink.cue.en}"), but a step takes it to ${hot.cue.temp_c} °C ("${hot.cue.en}")`]
        : []
    })
}

/**
 * The heated steps an adaptation left doing nothing a cook can see ("warm the oil to scent it" once
 * the chillies went, their darkening the cue): no cue, refs only fat, no food in words, and no
 * authored step starting alike on the same refs, nor the adapter's own plain "heat the oil"
 * (knowledge/cookbook.json `fat_heated`).
 */
export function emptiedSteps(adapted: AuthoredRecipe, authored: AuthoredStep[]): string[] {
  const fat = adapted.ingredients.filter((i) => i.does === 'fries')
  const fatRefs = new Set(fat.map((i) => i.ref))
  const fatFoods = new Set(fat.map((i) => i.food))
  const doing = (s: AuthoredStep) => `${verbOf(s)} ${[...new Set(refsIn(s.en))].sort()}`
  const written = new Set(authored.map(doing))
  return adapted.steps.flatMap((s, n) => {
    const refs = stepTexts(s).flatMap(refsIn)
    if (s.heat === 'none' || s.cue.en.trim() || !refs.length || !refs.every((r) => fatRefs.has(r))) return []
    if (written.has(doing(s)) || s.en === RULES.says.fat_heated.en.replace('{ref}', `{${refs[0]}}`)) return []
    const foods = effectiveMentions(fillRefs(s.en, adapted.ingredients, 'en')).filter(
      (m) => !m.ids.length || !m.ids.every((id) => fatFoods.has(id)),
    )
    return foods.length ? [] : [`step ${n + 1} is left heating only its fat: "${s.en}"`]
  })
}

const KANA_WORD = /[\u30a1-\u30fa\u30fc]{3,}/g

/**
 * The katakana words of an adaptation's Japanese that end in, or hold, a food's name after other
 * sounds, in a word its author never wrote: a name put into another word (the パン of フライパン
 * become ピタパン: 「フライピタパン」). A name starting a word (ココナッツミルクティー) is a compound.
 */
export function gluedNames(adapted: AuthoredRecipe, authored: AuthoredRecipe): string[] {
  const draft = render({ recipe: adapted, decisions: [] })
  const written = [undefined, ...(authored.variants ?? [])]
    .map((v) => JSON.stringify(render({ recipe: { ...authored, ...versionOf(authored, v) }, decisions: [] })))
    .join('')
  const names = adapted.ingredients.map((i) => food(i.food).name.ja)
  const words = [draft.description_ja ?? '', ...draft.steps_ja].flatMap((t) => t.match(KANA_WORD) ?? [])
  return [...new Set(words)]
    .filter((w) => !written.includes(w) && names.some((n) => w.indexOf(n) > 0))
    .map((w) => `"${w}" glues a food's name into a word the author never wrote`)
}

/**
 * The foods the brief rules out that an adaptation's description still names ("glazed in soy" of a
 * soy-free teriyaki); a description fallen back to the title is the title's, checked as a title.
 */
export function descriptionBreaks(adapted: AuthoredRecipe, brief: Brief): string[] {
  const draft = render({ recipe: adapted, decisions: [] })
  const said = (lang: Lang) => {
    const text = draft[`description_${lang}`] ?? ''
    return text === draft[`title_${lang}`] ? [] : [text]
  }
  return guardBreaks(
    { title_ja: '', title_en: '', ingredients_ja: [], ingredients_en: [], steps_ja: said('ja'), steps_en: said('en') },
    brief,
  ).map((v) => `the description names ${v.ingredient}, which the brief (${v.exclusion}) rules out: "${v.line}"`)
}

/**
 * The whole nuts an adaptation serves where an occasion of the brief says no nut goes in whole
 * (knowledge/occasions.json `nuts`: children): the talk would contradict the recipe.
 */
export function nutsLeftWhole(adapted: AuthoredRecipe, brief: Brief): string[] {
  const says = (brief.occasions ?? []).flatMap((id) => occasionById(id)?.nuts ?? [])
  const chops = (ref: string) => (s: AuthoredStep) =>
    s.heat === 'none' && refsIn(s.en).includes(ref) && says.some((w) => s.en.startsWith(w.en.split('{nuts}')[0]!))
  return says.length
    ? adapted.ingredients
        .filter((i) => food(i.food).item?.group === 'nut' && food(i.food).item?.form === 'small')
        .filter((i) => !adapted.steps.some(chops(i.ref)))
        .map((i) => `the occasion says no nut goes in whole, but ${i.ref} (${i.food}) does`)
    : []
}

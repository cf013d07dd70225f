import { cuisineStyle, family as familyById, type CuisineStyle, type Family } from '../food/families'
import type { Brief, Dish, DishPart, Ingredient, Lang, Role, Text, Trait } from '../food/types'
import { METHODS } from '../food/types'
import { gramsIn } from './amounts'
import { dish as dishById, ingredient } from './food'

/**
 * Cooking a dish the table does not know under the theme's own name (brief.familyDish): the
 * family's template dish gives the structure (its roles, amounts and method), the foods the theme
 * names take the parts they fit (a chicken stew is built on chicken), the cuisine the theme names
 * seasons it where the families file says how, and the dish's own text says plainly that there is
 * no house recipe behind it. What comes out is a `Dish` like any other, so the plan, the talk and
 * the recipe cook it the usual way.
 */
export type FamilyCooking = {
  family: Family
  /** The table dish whose structure it borrows; its id is the discussion's dishId. */
  template: Dish
  style?: CuisineStyle
  /** The dish as cooked: the template with the theme's name, foods and seasoning. */
  dish: Dish
}

const HAS_KANA = /[\u3040-\u30ff\u3400-\u9fff]/

/** Where a food the theme names goes in the template, by what it is: the parts it takes over first, then those it joins. */
function placeFor(ing: Ingredient): { replace: Role[]; join: Role[] } {
  if (ing.group === 'protein' || ing.form === 'egg')
    return { replace: ['base', 'filling'], join: ['base', 'filling', 'veg'] }
  // A named vegetable is the filling of a dumpling or a roll (potato dumplings), beside the vegetables of a stew.
  if (ing.group === 'vegetable' || (ing.group === 'herb' && ing.form === 'leaf'))
    return { replace: ['filling'], join: ['filling', 'veg', 'base', 'fruit', 'garnish'] }
  if (ing.group === 'fruit') return { replace: ['fruit'], join: ['fruit', 'filling', 'veg', 'garnish'] }
  if (ing.group === 'grain' || ing.group === 'noodle' || ing.group === 'bread')
    return { replace: ['starch'], join: ['starch', 'wrapper'] }
  if (ing.group === 'dairy' && ing.form === 'liquid') return { replace: [], join: ['liquid', 'mixer', 'filling'] }
  if (ing.group === 'dairy') return { replace: [], join: ['filling', 'base', 'garnish', 'mixer'] }
  if (ing.group === 'sweetener') return { replace: [], join: ['sweet', 'seasoning'] }
  if (ing.group === 'nut') return { replace: [], join: ['filling', 'garnish'] }
  return { replace: [], join: ['seasoning', 'sauce', 'garnish', 'veg'] }
}

/** The template's amount where the new food is measured the same way, else the food's own usual amount. */
function amountFor(ing: Ingredient, replaced: DishPart | undefined): Text {
  if (!replaced) return ing.quantity
  const weighed = gramsIn(replaced.amount.en) !== null && (gramsIn(ing.quantity.en) !== null || Boolean(ing.grams))
  return weighed && ing.form === ingredient(replaced.id).form ? replaced.amount : ing.quantity
}

/** The dish's name in the other language: the style, the foods the family word does not already say, and the family word ("ジョージア風チーズパン", "Peruvian chicken thigh stew"). */
function rendering(lang: Lang, word: Text, style: CuisineStyle | undefined, foods: Ingredient[]): string {
  // The family word already says the cheese of a cheese bread and the noodles of a noodle dish.
  const named = foods
    .filter(
      (f) =>
        !word[lang].toLowerCase().includes(f.name[lang].toLowerCase()) &&
        !['grain', 'noodle', 'bread'].includes(f.group),
    )
    .map((f) => f.name[lang])
  if (lang === 'ja') return `${style?.style.ja ?? ''}${named.length ? `${named.join('と')}の` : ''}${word.ja}`
  return [style?.style.en, ...named, word.en].filter(Boolean).join(' ')
}

/** What the dish is, said honestly in both languages: no house recipe, cooked from the theme's words on the template's pattern. */
function originOf(f: Family, template: Dish, style: CuisineStyle | undefined): Text {
  const kind = {
    ja: `${style?.style.ja ?? ''}${f.label.ja}`,
    en: [style?.style.en, f.label.en].filter(Boolean).join(' '),
  }
  return {
    ja: `決まったレシピはないので、テーマの言葉をもとに${template.name.ja}の組み立てで作る${kind.ja}`,
    en: `cooked here as ${kind.en}, with no house recipe behind it: it follows the theme's own words on the pattern of ${template.name.en}`,
  }
}

/**
 * The theme's family dish as the kitchen cooks it, or null when the brief names none. Pure: the
 * same brief gives the same dish, so every turn and the recipe agree.
 */
export function familyCookingOf(brief: Brief): FamilyCooking | null {
  const own = brief.familyDish
  if (!own) return null
  const f = familyById(own.family)
  const template = dishById(own.template)
  const style = own.style ? cuisineStyle(own.style) : undefined
  const roles = METHODS[template.method] as readonly Role[]
  const parts: DishPart[] = template.ingredients.map((p) => ({ ...p }))
  const servedRaw = [...(template.servedRaw ?? [])]
  const replaced = new Set<number>()
  const named = [...new Set([...own.foods, ...brief.keyIngredientIds])]
  for (const id of named) {
    if (parts.some((p) => p.id === id)) continue
    const ing = ingredient(id)
    // Asked for on the side: served beside the dish as its garnish, never cooked into it (a starch already goes alongside).
    if (brief.sides?.includes(id) && !['grain', 'bread', 'noodle'].includes(ing.group)) {
      if (roles.includes('garnish')) parts.push({ id, amount: ing.quantity, role: 'garnish' })
      continue
    }
    const place = placeFor(ing)
    // It takes over the template's own food of that kind (the lamb of a stew), never a seasoning.
    const at = parts.findIndex(
      (p, i) => !replaced.has(i) && place.replace.includes(p.role) && sameKind(ingredient(p.id), ing),
    )
    if (at >= 0) {
      const old = parts[at]!
      if (servedRaw.includes(old.id)) servedRaw.push(id)
      parts[at] = { id, amount: amountFor(ing, old), role: old.role }
      replaced.add(at)
      continue
    }
    const role =
      place.join.find((r) => roles.includes(r) && parts.some((p) => p.role === r)) ??
      place.join.find((r) => roles.includes(r))
    if (!role) continue
    // Beside the template's lines of the same part, so the dish's own foods are named first.
    const last = parts.findLastIndex((p) => p.role === role)
    parts.splice(last >= 0 ? last + 1 : parts.length, 0, { id, amount: ing.quantity, role })
  }
  // The cuisine's seasonings, in a savoury dish only (no garlic in a cake).
  if (style && (f.category === 'main' || f.category === 'snack') && template.category !== 'dessert') {
    const role = (['seasoning', 'aromatic', 'sauce', 'garnish'] as Role[]).find((r) => roles.includes(r))
    for (const id of style.seasonings)
      if (role && !parts.some((p) => p.id === id)) parts.push({ id, amount: ingredient(id).quantity, role })
  }
  // What the dish is built on: the family's own traits and everything in the foods its name names.
  const foods = own.foods.map(ingredient)
  const defining = [...new Set<Trait>([...f.defining, ...foods.flatMap((i) => i.contains)])]
  const lang: Lang = HAS_KANA.test(own.name) ? 'ja' : 'en'
  const other: Lang = lang === 'ja' ? 'en' : 'ja'
  // A name of its own (kroppkakor) is kept beside the plain rendering; a described one (Peruvian chicken stew) is rendered.
  const plain = rendering(other, own.word, style, foods)
  const otherName = !own.proper ? plain : other === 'ja' ? `${own.name}（${plain}）` : `${plain} (${own.name})`
  const name = (lang === 'ja' ? { ja: own.name, en: otherName } : { ja: otherName, en: own.name }) satisfies Text
  const d: Dish = {
    ...template,
    name,
    aliases: [],
    category: f.category === 'snack' && template.category === 'main' ? 'main' : template.category,
    cuisine: style?.cuisine ?? template.cuisine,
    origin: originOf(f, template, style),
    ingredients: parts,
    defining,
    core: own.foods,
  }
  if (servedRaw.length) d.servedRaw = servedRaw
  else delete d.servedRaw
  return { family: f, template, style, dish: d }
}

/** Whether a named food may take over a template's line: any protein for its protein (chicken for the lamb, fish for the pork), else one of the same group and form. */
function sameKind(line: Ingredient, ing: Ingredient): boolean {
  const protein = (i: Ingredient) => i.group === 'protein' || i.form === 'egg'
  if (protein(ing)) return protein(line)
  if (ing.group === 'vegetable')
    return line.group === 'vegetable' && !['onion', 'garlic', 'ginger', 'green_onion'].includes(line.id)
  return line.group === ing.group && line.form === ing.form
}

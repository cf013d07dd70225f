/**
 * Ingredients kept as data a cook can edit: `knowledge/ingredients/*.json`, one ingredient per
 * entry, and the usual cuts they name in `knowledge/cuts.json`, validated here when the catalogue
 * loads. A file or entry that breaks the schema, an id used twice, a cut or a swap that names
 * nothing stops the start with the file, the entry and what is wrong, so a typo never reaches a
 * recipe. The JSON is imported, not read from disk, so the built binary carries it.
 *
 * An entry says what it contains every time (an empty list is a claim too: "nothing a diet or an
 * allergy cares about"). Its `cut` names a usual cut by key, or gives its own words where none
 * fits; its `note` says why an entry is as it is (why oat milk has gluten) and is not loaded.
 * What the engine must know of how a food is cooked (a salad boils it, it cooks only in liquid,
 * it sets a jelly) is a field of the entry, described on `entry` below, never read from its id.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { Value, type ValueError } from '@sinclair/typebox/value'
import { FORMS, GROUPS, type Ingredient, SEASON_NAMES, type Text, TRAITS, type Trait } from '../types'
import { bilingualText as text, oneOf } from '../bilingual-schema'

/** One data file as imported, and where it lives, for the error messages. */
export type DataFile = { file: string; data: unknown }

const id = Type.String({ pattern: '^[a-z][a-z0-9_]*$' })
const amount = Type.Number({ minimum: 0 })

const cutsFile = Type.Object(
  { about: Type.String(), cuts: Type.Record(Type.String({ pattern: '^[a-z][a-z_]*$' }), text) },
  { additionalProperties: false },
)

/** One ingredient as its file writes it; `Ingredient` (../types) is what the catalogue makes of it. */
export const entry = Type.Object(
  {
    /** Why the entry is as it is (why oat milk has gluten); not loaded. */
    note: Type.Optional(Type.String({ minLength: 1 })),
    /** Stable snake_case id, unique in the catalogue. */
    id,
    name: text,
    contains: Type.Array(oneOf(TRAITS), { uniqueItems: true }),
    form: oneOf(FORMS),
    group: oneOf(GROUPS),
    /**
     * The usual amount for two servings. The English one may place the name with `{}` ("300 g {} in
     * the shell" reads "300 g clams in the shell"); without it, the amount goes before the name.
     */
    quantity: text,
    /** Other names in either language: plurals, kana/kanji spellings, common synonyms. */
    aliases: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    /**
     * How it is cut when a recipe cuts it ({ ja: '一口大に切る', en: 'cut into bite-sized pieces' }):
     * a key of the cuts file, or the cut in words; absent: it is never cut.
     */
    cut: Type.Optional(Type.Union([Type.String({ minLength: 1 }), text])),
    /** Grams of protein, salt and sugar in `quantity`, and its weight in grams when `quantity` is not in grams. */
    protein: Type.Optional(amount),
    salt: Type.Optional(amount),
    sugar: Type.Optional(amount),
    /** Energy in `quantity` as eaten, in kcal: every food has it (water and salt 0), so a recipe's total is never a guess. */
    kcal: amount,
    grams: Type.Optional(amount),
    /**
     * Whether it may be eaten as it comes. `cook`: raw meat, poultry, fish and shellfish, eggs, raw
     * grains, dry pasta and noodles, dried pulses, popcorn kernels, flour and raw dough, which a
     * recipe must cook in a step that fits their form. `ready`: already cooked, cured or safe raw
     * (cooked rice, ham, boiled octopus, canned beans, tofu). Absent: eaten as it is (produce,
     * seasonings, dairy).
     */
    raw: Type.Optional(oneOf(['cook', 'ready'])),
    /**
     * How a salad takes it when it is not eaten raw there, safe raw or not: `boiled` until tender
     * and cooled first (potatoes, pumpkin, broccoli, green beans, lotus root, lentils, the minced
     * meat of larb). Absent: as it is, or cooked the way its kind is (a raw meat piece poached, an
     * egg hard-boiled, fish grilled, noodles boiled by the packet). `raw` is whether it is safe as
     * it comes (the guard's question); this is whether a salad still cooks it.
     */
    salad: Type.Optional(oneOf(['boiled'])),
    /**
     * `liquid`: a food that must be cooked (`raw: 'cook'`) and only cooks in water or steam, so
     * frying or microwaving it dry leaves it raw: dried pulses, tapioca pearls. Raw grains and every
     * pasta or noodle cook that way by their form and group, and need not say it.
     */
    cooks_in: Type.Optional(oneOf(['liquid'])),
    /**
     * How it sets a jelly, custard or pudding when it is the setting part: `gelatin` is bloomed and
     * dissolved below the boil, `agar` must boil for two minutes, a `starch` is cooked until it
     * thickens. Eggs set by their form; anything else in that part is whipped.
     */
    sets: Type.Optional(oneOf(['gelatin', 'agar', 'starch'])),
    /** Pieces sit in it before they are cooked (yogurt): a curry seasoned with it marinates its meat. */
    marinade: Type.Optional(Type.Boolean()),
    /** A block of fat, flour and seasoning melted into the liquid at the end: a curry on one is the Japanese kind. */
    roux: Type.Optional(Type.Boolean()),
    /** A stock, broth or dashi, or its powder: a dish's body more than its salt (a swap goes measure for measure). */
    stock: Type.Optional(Type.Boolean()),
    /**
     * The staple it is a form of: a theme that asks for one (cooked rice) finds it in a dish that
     * has another (raw short-grain rice).
     */
    staple: Type.Optional(oneOf(['rice'])),
    /** The raw foods this is the cooked form of (cooked chicken of a thigh): a theme's leftover of one is this. */
    leftover_of: Type.Optional(Type.Array(id, { minItems: 1 })),
    /**
     * `hot`: a seasoning whose heat a child's dish is marked down for when it is built on it (chilli,
     * gochujang, doubanjiang, sriracha, wasabi, karashi). Narrower than the `hot_spice` trait, which
     * also covers mustard, shichimi, kimchi or a curry paste.
     */
    heat: Type.Optional(oneOf(['hot'])),
    /** A flour or starch that thickens a liquid once it has simmered, and tastes raw until then. */
    thickens: Type.Optional(Type.Boolean()),
    /** How a soup or stew takes it: `late`, warmed through for its last two minutes, as it breaks up if it boils (tofu). */
    soup: Type.Optional(oneOf(['late'])),
    /** `never`: its aroma goes if it boils, so a pot seasoned with it is warmed, not boiled, once it is in (miso). */
    boil: Type.Optional(oneOf(['never'])),
    /** A kernel popped in a covered pan with a little oil before it is eaten (popcorn). */
    pops: Type.Optional(Type.Boolean()),
    /** What replaces it when a trait it has is excluded: another ingredient's id, or null when it can simply be left out. */
    swaps: Type.Optional(
      Type.Partial(Type.Record(oneOf(TRAITS), Type.Union([id, Type.Null()]), { additionalProperties: false })),
    ),
    season: Type.Optional(Type.Array(oneOf(SEASON_NAMES), { uniqueItems: true })),
    /** A picture colour. */
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-f]{6}$' })),
  },
  { additionalProperties: false },
)
const ingredientFile = Type.Object(
  { about: Type.String({ minLength: 1 }), ingredients: Type.Array(entry) },
  { additionalProperties: false },
)
type IngredientFile = Static<typeof ingredientFile>

/** What is wrong, in words: a value outside a known list says the list (a list of one is a literal). */
function wrong(error: ValueError): string {
  const known = (error.schema.anyOf as TSchema[] | undefined)?.map((s) => s.const) ?? [error.schema.const]
  const list = known.length > 1 ? `one of ${known.join(', ')}` : known[0]
  if (known.every((k) => typeof k === 'string'))
    return `${error.path} must be ${list}, not ${JSON.stringify(error.value)}`
  return `${error.path} ${error.message}`
}

function checked<T extends TSchema>(schema: T, { file, data }: DataFile): Static<T> {
  if (Value.Check(schema, data)) return data
  const error = Value.Errors(schema, data).First()!
  const at = /^\/ingredients\/(\d+)/.exec(error.path)
  const entryId = at && (data as IngredientFile).ingredients[Number(at[1])]?.id
  throw new Error(`${file}${at ? ` (entry ${at[1]}: ${entryId ?? '?'})` : ''}: ${wrong(error)}`)
}

const fail = (file: string, id: string, why: string): never => {
  throw new Error(`${file} (${id}): ${why}`)
}

/** The catalogue from the cuts file and the ingredient files, in file order; throws at the first error. */
export function loadIngredients(cuts: DataFile, files: DataFile[]): Ingredient[] {
  const usualCuts: Record<string, Text> = checked(cutsFile, cuts).cuts
  const home = new Map<string, string>()
  const loaded: Array<{ file: string; item: Ingredient }> = []
  for (const { file, data } of files) {
    for (const { note: _, ...item } of checked(ingredientFile, { file, data }).ingredients) {
      const first = home.get(item.id)
      if (first) fail(file, item.id, `the id is also in ${first}`)
      home.set(item.id, file)
      if (item.cooks_in && item.raw !== 'cook')
        fail(file, item.id, "cooks only in liquid, but need not be cooked (raw is not 'cook')")
      if (typeof item.cut === 'string') {
        const named = item.cut
        item.cut =
          usualCuts[named] ??
          fail(file, item.id, `cut "${named}" is not in ${cuts.file} (${Object.keys(usualCuts).join(', ')})`)
      }
      loaded.push({ file, item: item as Ingredient })
    }
  }
  const byId = new Map(loaded.map(({ item }) => [item.id, item]))
  for (const { file, item } of loaded) {
    for (const [trait, to] of Object.entries(item.swaps ?? {}) as Array<[Trait, string | null]>) {
      if (!item.contains.includes(trait)) fail(file, item.id, `swaps ${trait}, which it does not contain`)
      if (to === null) continue
      const target = byId.get(to) ?? fail(file, item.id, `swaps ${trait} for "${to}", which is no ingredient`)
      if (target.contains.includes(trait)) fail(file, item.id, `swaps ${trait} for "${to}", which contains it`)
    }
  }
  return loaded.map(({ item }) => item)
}

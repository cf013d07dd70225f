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
 * it sets a jelly) is a field of the entry, described on `ingredientEntry` (../types), never read from its id.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { Value, type ValueError } from '@sinclair/typebox/value'
import { type Ingredient, ingredientEntry, type Text, type Trait } from '../types'
import { bilingualText as text, closed } from '../bilingual-schema'

/** One data file as imported, and where it lives, for the error messages. */
export type DataFile = { file: string; data: unknown }

const cutsFile = Type.Object(
  { about: Type.String(), cuts: Type.Record(Type.String({ pattern: '^[a-z][a-z_]*$' }), text) },
  closed,
)

const ingredientFile = Type.Object(
  { about: Type.String({ minLength: 1 }), ingredients: Type.Array(ingredientEntry) },
  closed,
)

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
  const entryId = at && (data as Static<typeof ingredientFile>).ingredients[Number(at[1])]?.id
  throw new Error(`${file}${at ? ` (entry ${at[1]}: ${entryId ?? '?'})` : ''}: ${wrong(error)}`)
}

const fail = (file: string, id: string, why: string): never => {
  throw new Error(`${file} (${id}): ${why}`)
}

/** The catalogue from the cuts file and the ingredient files, in file order; throws at the first error. */
export function loadIngredients(cuts: DataFile, files: DataFile[]): Ingredient[] {
  const usualCuts: Record<string, Text> = checked(cutsFile, cuts).cuts
  const loaded = new Map<string, { file: string; item: Ingredient }>()
  for (const { file, data } of files) {
    for (const { note: _, ...item } of checked(ingredientFile, { file, data }).ingredients) {
      const first = loaded.get(item.id)
      if (first) fail(file, item.id, `the id is also in ${first.file}`)
      if (item.cooks_in && item.raw !== 'cook')
        fail(file, item.id, "cooks only in liquid, but need not be cooked (raw is not 'cook')")
      if (typeof item.cut === 'string') {
        const named = item.cut
        item.cut =
          usualCuts[named] ??
          fail(file, item.id, `cut "${named}" is not in ${cuts.file} (${Object.keys(usualCuts).join(', ')})`)
      }
      loaded.set(item.id, { file, item: item as Ingredient })
    }
  }
  for (const { file, item } of loaded.values()) {
    for (const [trait, to] of Object.entries(item.swaps ?? {}) as Array<[Trait, string | null]>) {
      if (!item.contains.includes(trait)) fail(file, item.id, `swaps ${trait}, which it does not contain`)
      if (to === null) continue
      const target = loaded.get(to)?.item ?? fail(file, item.id, `swaps ${trait} for "${to}", which is no ingredient`)
      if (target.contains.includes(trait)) fail(file, item.id, `swaps ${trait} for "${to}", which contains it`)
    }
  }
  return [...loaded.values()].map(({ item }) => item)
}

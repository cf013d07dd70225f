/**
 * What the nutritionist knows that a label does not shout (knowledge/hidden-traits.json): where a
 * trait hides in an ingredient whose name does not give it away (soy sauce and wheat, dashi and
 * fish), and which safe ingredients still deserve a look at the label. Listed by catalogue id and
 * trait; read for any dish, never for a particular theme.
 *
 * Checked when the module loads, against the catalogue: a wrong row stops the start, naming the
 * file and the row.
 */
import { type Static, Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import data from '../../../../knowledge/hidden-traits.json'
import { hasIngredient, hasTrait, ingredient } from '../../food/catalogue'
import { TRAITS } from '../../food/types'

export const HIDDEN_TRAITS_FILE = 'knowledge/hidden-traits.json'

const Said = Type.String({ minLength: 1 })
const NoteRow = Type.Object(
  {
    trait: Type.Union(TRAITS.map((t) => Type.Literal(t))),
    ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    note: Type.Object({ ja: Said, en: Said }, { additionalProperties: false }),
  },
  { additionalProperties: false },
)
const FileSchema = Type.Object(
  {
    about: Type.Array(Type.String()),
    carries: Type.Array(Type.Unknown()),
    check_label: Type.Array(Type.Unknown()),
  },
  { additionalProperties: false },
)

export type Note = Static<typeof NoteRow>
type List = 'carries' | 'check_label'

/**
 * Reads and checks the notes: each row's shape, every id in the catalogue, a `carries` row only
 * for ingredients that carry its trait and a `check_label` row only for ingredients free of it,
 * and an ingredient at most once per trait in a list (the first note would hide the second).
 */
export function loadHiddenTraits(raw: unknown, file = HIDDEN_TRAITS_FILE): Record<List, Note[]> {
  if (!Value.Check(FileSchema, raw)) {
    const error = Value.Errors(FileSchema, raw).First()!
    throw new Error(`${file}: ${error.path || '/'} ${error.message}`)
  }
  const read = (list: List, mustCarry: boolean): Note[] => {
    const first = new Map<string, number>()
    return (raw as Static<typeof FileSchema>)[list].map((entry, i) => {
      const where = `${file}: ${list}[${i}]`
      if (!Value.Check(NoteRow, entry)) {
        const error = Value.Errors(NoteRow, entry).First()!
        throw new Error(`${where} ${error.path} ${error.message}`)
      }
      const row = entry as Note
      for (const id of row.ids) {
        const fail = (why: string) => {
          throw new Error(`${where} (${row.trait}): "${id}" ${why}`)
        }
        if (!hasIngredient(id)) fail('is not in the catalogue')
        if (mustCarry && !hasTrait(ingredient(id), row.trait)) fail(`does not carry ${row.trait}`)
        if (!mustCarry && hasTrait(ingredient(id), row.trait))
          fail(`carries ${row.trait}, so it is never in a dish that leaves ${row.trait} out`)
        const earlier = first.get(`${id} ${row.trait}`)
        if (earlier !== undefined) fail(`already has a note for ${row.trait} in ${list}[${earlier}]`)
        first.set(`${id} ${row.trait}`, i)
      }
      return row
    })
  }
  return { carries: read('carries', true), check_label: read('check_label', false) }
}

const notes = loadHiddenTraits(data)

/** Why an ingredient carries a trait, when its name does not say so. */
export const HIDDEN: Note[] = notes.carries

/** A safe ingredient that still deserves a look at the label under this exclusion. */
export const LABEL: Note[] = notes.check_label

/**
 * Composite foods: prepared foods, sauces, doughs, pastes and the like, read from
 * knowledge/composites.json (imported, so the built binary embeds it). Each names what it is
 * made of — catalogue ingredients or other composites — and its traits are derived from those
 * parts, never typed: custard is egg yolk, milk and sugar, so it is egg and milk. Only a few base
 * foods the catalogue lacks (lobster, rye) state traits, each with a note that says so. Each gives
 * the protein, salt and energy of its usual quantity, as an ingredient does; it is checked once at
 * load: a wrong entry stops the service with the file and the entry's id, as the catalogues do.
 */
import { type Static, Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { validated } from '../cookbook/validate'
import { byId } from './by-id'
import data from '../../../knowledge/composites.json'
import { hasIngredient, ingredient } from './catalogue'
import { normalise } from './match'
import { type Ingredient, ingredientEntry, type Text, TRAITS, type Trait } from './types'
import { bilingualText, closed } from './bilingual-schema'

export const COMPOSITES_FILE = 'knowledge/composites.json'

const Name = Type.String({ minLength: 1 })

const EntrySchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
    names: bilingualText,
    aliases: Type.Optional(Type.Array(Name)),
    made_of: Type.Array(Type.String({ minLength: 1 })),
    /** Only for a base food the catalogue lacks, whose made_of is empty. */
    traits: Type.Optional(Type.Array(Type.Union(TRAITS.map((t) => Type.Literal(t))), { minItems: 1 })),
    note: Type.Optional(Name),
    ...Type.Pick(ingredientEntry, ['quantity', 'grams', 'protein', 'salt', 'kcal']).properties,
  },
  closed,
)
type Entry = Static<typeof EntrySchema>

const source = Type.Object({ name: Name, url: Type.String({ pattern: '^https://' }) }, closed)
const FileSchema = Type.Object(
  { about: Name, sources: Type.Array(source, { minItems: 1 }), composites: Type.Array(Type.Unknown()) },
  closed,
)

export type Composite = {
  id: string
  names: Text
  aliases: string[]
  /** What it is made of, as the file says: ingredient or composite ids. */
  madeOf: string[]
  /** Derived from `madeOf` (or stated, for a base food the catalogue lacks). */
  traits: Trait[]
  /** Catalogue ingredients it is made of, at any depth: "no butter" rules out a croissant. */
  parts: string[]
  /** This composite and every composite it is made of: "no mayonnaise" rules out tartare sauce. */
  within: string[]
  note?: string
  /** Its usual quantity and the protein, salt and energy in it, as a catalogue ingredient states them. */
  usual: Pick<Ingredient, 'quantity' | 'grams' | 'protein' | 'salt' | 'kcal'>
}

/**
 * Reads and checks a composites file: the schema, unique ids and names, every part known, no
 * cycles, traits stated only for base foods. Throws with the file and the entry's id.
 */
export function loadComposites(raw: unknown, file = COMPOSITES_FILE): Composite[] {
  const fail = (where: string, why: string): never => {
    throw new Error(`${file}: ${where}: ${why}`)
  }
  const entries = validated(FileSchema, raw, file).composites.map((entry, i) => {
    const id = typeof (entry as { id?: unknown })?.id === 'string' ? (entry as { id: string }).id : `#${i}`
    const wrong = Value.Errors(EntrySchema, entry).First()
    if (wrong) fail(`composite "${id}"`, `${wrong.path} ${wrong.message}`)
    return entry as Entry
  })

  const [byId, nameOwner] = [new Map<string, Entry>(), new Map<string, string>()]
  for (const e of entries) {
    const where = `composite "${e.id}"`
    if (byId.has(e.id)) fail(where, 'the id is used twice')
    if (hasIngredient(e.id)) fail(where, 'the id is an ingredient of the catalogue')
    byId.set(e.id, e)
    for (const name of [e.names.ja, e.names.en, ...(e.aliases ?? [])]) {
      const key = normalise(name).trim()
      const owner = nameOwner.get(key)
      if (owner)
        fail(where, `the name "${name}" is also ${owner === e.id ? 'listed twice here' : `a name of "${owner}"`}`)
      nameOwner.set(key, e.id)
    }
    if (e.traits && (e.made_of.length || !e.note || !/base food the catalogue lacks/i.test(e.note)))
      fail(
        where,
        'traits are derived from made_of; only a base food the catalogue lacks (empty made_of, a note saying so) may state them',
      )
    if (!e.traits && !e.made_of.length) fail(where, 'made_of is empty')
  }
  for (const e of entries)
    for (const part of e.made_of)
      if (!hasIngredient(part) && !byId.has(part))
        fail(`composite "${e.id}"`, `made_of names "${part}", which is neither an ingredient nor a composite`)

  // Depth-first over made_of: traits, parts and the composites within, with cycles refused.
  const [done, visiting] = [new Map<string, Composite>(), [] as string[]]
  const resolve = (e: Entry): Composite => {
    const known = done.get(e.id)
    if (known) return known
    if (visiting.includes(e.id))
      fail(
        `composite "${e.id}"`,
        `made_of runs in a circle: ${[...visiting.slice(visiting.indexOf(e.id)), e.id].join(' → ')}`,
      )
    visiting.push(e.id)
    const subs = e.made_of.map((id) => {
      const sub = byId.get(id)
      return sub ? resolve(sub) : { traits: ingredient(id).contains, parts: [id], within: [] }
    })
    const traits = new Set<Trait>([...(e.traits ?? []), ...subs.flatMap((c) => c.traits)])
    // What has wheat has gluten, as in the catalogue.
    if (traits.has('wheat')) traits.add('gluten')
    visiting.pop()
    return done
      .set(e.id, {
        id: e.id,
        names: e.names,
        aliases: e.aliases ?? [],
        madeOf: e.made_of,
        traits: TRAITS.filter((t) => traits.has(t)),
        parts: [...new Set(subs.flatMap((c) => c.parts))],
        within: [...new Set([e.id, ...subs.flatMap((c) => c.within)])],
        ...(e.note ? { note: e.note } : {}),
        usual: { quantity: e.quantity, grams: e.grams, protein: e.protein, salt: e.salt, kcal: e.kcal },
      })
      .get(e.id)!
  }
  return entries.map(resolve)
}

/** Every composite of knowledge/composites.json, with its derived traits. */
export const COMPOSITES: Composite[] = loadComposites(data)

export const { get: composite } = byId('composite', COMPOSITES)

/** Every name a composite is written with, in either language. */
export const namesOf = (c: Composite): string[] => [c.names.ja, c.names.en, ...c.aliases]

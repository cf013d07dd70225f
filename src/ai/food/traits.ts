/**
 * How each trait is said, from knowledge/traits.json: its short label in the panel's talk, the
 * words a recipe title uses to say it is left out, and the plain words the brief lists for what
 * it rules out. The file's keys are the traits (`TRAITS`), so a trait is added in one place;
 * checked when the catalogue loads, so a translator edits one file and a missing language stops
 * the start naming the trait.
 */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import data from '../../../knowledge/traits.json'
import type { Lang, Trait } from './types'
import { bilingualText, closed } from './bilingual-schema'

const text = Type.Object({ ja: Type.String(), en: Type.String() }, closed)
const some = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })
const words = Type.Object({ ja: some, en: some }, closed)
const [within, flag, asked] = [Type.Optional(Type.String()), Type.Optional(Type.Literal(true)), Type.Optional(text)]
const about = Type.Optional(Type.String({ minLength: 1 }))
const entry = Type.Object({ about, within, class: flag, label: bilingualText, free: text, plain: words, asked }, closed)
const file = Type.Object({ about: Type.String(), traits: Type.Record(Type.String(), entry) }, closed)

type TraitWords = Omit<Static<typeof entry>, 'within'> & { within?: Trait }

export const loadTraitWords = (input: unknown) =>
  validated(file, input, 'knowledge/traits.json').traits as Record<Trait, TraitWords>

export const TRAIT_WORDS = loadTraitWords(data)
/** Of `traits` a word carries, those it rules out: a broader trait (`within`) only beside all its parts ("no pork" is not
 * all meat, nor "red meat"), or, `whole` false, beside none ("a shrimp allergy" is to crustaceans, not all shellfish). */
export const partsOnly = (traits: Trait[], whole = true): Trait[] =>
  traits.filter((t) => {
    const parts = Object.entries(TRAIT_WORDS).flatMap(([p, w]) => (w.within === t ? [traits.includes(p as Trait)] : []))
    return !parts.includes(true) || (whole && !parts.includes(false))
  })

/** A trait's short label in one language ("dairy", 乳製品). */
export const traitLabel = (trait: Trait, lang: Lang): string => TRAIT_WORDS[trait].label[lang]

import { generateText, Output } from 'ai'
import type { RecipeDraft } from '../ai/draft'
import { mergeBriefs, readBrief, withStatedExclusions } from '../ai/food/brief'
import { checkRecipe, withoutOffers } from '../ai/food/guard'
import { checkHazards } from '../ai/food/hazards'
import { type Harm, harmSentence } from '../ai/food/reader/harm'
import { notFoodReason } from '../ai/food/reader/instructions'
import { READER_WORDS } from '../ai/food/reader/permissions'
import type { Brief, Lang, Violation } from '../ai/food/types'
import { type Cooked, cookbookReference, cookFor, withDish } from '../ai/offline/cookbook'
import { line } from '../ai/offline/talk/phrases'
import { themeBriefPrompt, themeBriefSchema } from '../ai/prompts'
import type { AiModels } from '../ai/turn-context'
import { asksForNoFood, ConstraintViolation, type EngineLimits, RefusedTheme } from './outcomes'
import { brokenPromises, promisesAloud } from './promises'

/**
 * The discussion engine's side that reads the food knowledge (seconds of CPU and hundreds of MB to
 * load): the theme's reading, refusals, the cookbook's grounding and the guard's checks. The debate
 * (`debate.ts`) calls it through `ENGINE_SIDE`, in a worker of the engine pool on the offline path
 * (src/workers/tasks.ts), so the thread serving requests never loads it there; on this thread
 * otherwise. What crosses is plain data: errors are said by their code and message.
 */

/**
 * Before round 1: the theme read into a brief. The lexicon's reading (`floor`, from `readBrief`,
 * made once when the discussion is started and handed on) is the floor on every path; a hosted
 * model reads the theme too and may add to it, never take an exclusion away. A theme that names no
 * dish gets one chosen here, so every turn and the recipe cook the same dish.
 */
export async function readTheme(
  input: { theme: string; lang: 'ja' | 'en'; seed: number; floor: Brief },
  models: AiModels,
  ai: EngineLimits & { provider: 'offline' | 'openai' },
  signal: AbortSignal,
): Promise<{ brief: Brief; dishId: string }> {
  const { floor } = input
  let brief = floor
  if (ai.provider === 'openai') {
    try {
      const { output } = await generateText({
        model: models.chat,
        ...themeBriefPrompt({ theme: input.theme, brief: floor, lang: input.lang }),
        output: Output.object({ schema: themeBriefSchema, name: 'theme_brief' }),
        maxRetries: ai.maxRetries,
        timeout: ai.turnTimeoutMs,
        abortSignal: signal,
      })
      // Strict structured output says "none" with null; the brief leaves the limit out.
      const limits = Object.fromEntries(Object.entries(output.limits).filter(([, value]) => value !== null))
      brief = mergeBriefs(floor, { ...output, limits }, input.theme)
    } catch (error) {
      // The lexicon's reading stands on its own; a provider that is really down fails the first turn.
      if (signal.aborted) throw error
    }
  }
  return withDish(brief, input)
}

/**
 * Why a run was refused, in the user's language (`said_refused` of knowledge/reader.json): `words` are the theme's own,
 * quoted as the language quotes, or for an unsafe ask what the host said; `why`, what a recipe still broke.
 */
export function refusalSaid(
  kind: keyof typeof READER_WORDS.said_refused,
  lang: Lang,
  words: string[],
  why = '',
): string {
  const quoted =
    kind === 'unsafe' ? words.join(' ') : words.map((w) => (lang === 'ja' ? `「${w}」` : `"${w}"`)).join(', ')
  return READER_WORDS.said_refused[kind][lang].replace('{words}', quoted).replace('{why}', why)
}

/** A recipe that still contains what the brief excludes after the one revision, said in the user's language. */
function stillBroken(violations: Violation[], lang: Lang): ConstraintViolation {
  const rules = [...new Set(violations.map((v) => v.exclusion))].join(lang === 'ja' ? '、' : ', ')
  return new ConstraintViolation(
    violations,
    refusalSaid('violated', lang, [...new Set(violations.map((v) => v.ingredient))], rules),
  )
}

/** Why this brief cannot be cooked at all, or null when it can. */
export function refusalOf(brief: Brief): RefusedTheme | null {
  if (brief.harm)
    return new RefusedTheme(
      'harmful_request',
      // Said of the asker's own harm, the problem is the host's kind words, not a charge of meaning to hurt someone.
      brief.harm.kind === 'self_harm'
        ? harmSentence(brief.harm as Harm, brief.lang)
        : refusalSaid('harm', brief.lang, [brief.harm.words]),
    )
  const unresolved = brief.unresolved ?? []
  if (unresolved.length) {
    return new RefusedTheme('constraint_unclear', refusalSaid('unclear', brief.lang, unresolved))
  }
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  if (refused.length)
    return new RefusedTheme(
      'unsafe_request',
      refusalSaid(
        'unsafe',
        brief.lang,
        refused.map((h) => h.instead),
      ),
    )
  return null
}

/** A recipe that still serves a hazard after the one revision: never published, ended `unsafe_request`. */
export function unsafeRecipe(found: Violation[], lang: Lang): RefusedTheme {
  const why = [...new Set(found.map((v) => v.exclusion))].join(' ')
  return new RefusedTheme(
    'unsafe_request',
    refusalSaid('unsafe_recipe', lang, [...new Set(found.map((v) => v.ingredient))], why),
  )
}

/** What the service's own cookbook cooks for the brief, or null when it has no authored recipe that fits. */
function ownPlan(input: Parameters<typeof cookFor>[0]): Cooked | null {
  try {
    return cookFor(input)
  } catch {
    return null
  }
}

/**
 * A discussion's start on the offline path, where a worker of the engine pool reads it: the
 * lexicon's reading (`floor`), the brief and dish as `readTheme` completes it, and why the theme is
 * refused as not food, if it is (said in the same task, so a refusal loads no reader here).
 */
export function firstReading(input: { theme: string; lang: Lang; seed: number }) {
  const floor = readBrief(input.theme, input.lang)
  const notFood = asksForNoFood(floor) ? notFoodReason(input.theme, input.lang) : undefined
  return { floor, read: withDish(floor, input), ...(notFood !== undefined && { notFood }) }
}

/** A refusal as it crosses a worker: the debate raises it as a `RefusedTheme`. */
export type Refusal = { code: RefusedTheme['code']; message: string }
const plain = (refusal: RefusedTheme | null): Refusal | null =>
  refusal && { code: refusal.code, message: refusal.message }

/**
 * What the knowledge says before round 1: why the brief cannot be cooked, if it cannot; and for a
 * hosted model (`hosted`), the cookbook's recipe it cooks from, the plan it is held to and what the
 * service says of it first. The offline model reads all of that from its own context.
 */
function opening(input: { brief: Brief; dishId: string; seed: number; theme: string }, hosted: boolean) {
  const refusal = refusalOf(input.brief)
  if (refusal || !hosted) return { refusal: plain(refusal), cooked: null }
  const cooked = ownPlan(input)
  return {
    refusal: null,
    reference: cookbookReference(input) ?? undefined,
    cooked,
    aloud: cooked ? promisesAloud(cooked, input.theme, input.seed) : '',
  }
}

/**
 * A recipe checked against the brief: what it breaks (`guard`), the hazards it serves, the asks of
 * the plan it does not keep, and how a run that ends on them says so.
 */
function checked(draft: RecipeDraft, brief: Brief, cooked: Cooked | null) {
  const guard = checkRecipe(draft, brief)
  const hazards = checkHazards(draft, brief)
  return {
    guard,
    hazards,
    unkept: brokenPromises(draft, cooked),
    broken: guard.length ? stillBroken(guard, brief.lang).message : '',
    unsafe: hazards.length ? unsafeRecipe(hazards, brief.lang).message : '',
  }
}

/** The brief grown by the exclusions the host states in its own words, and its refusal then; null when they add none. */
function stated(brief: Brief, text: string) {
  const grown = withStatedExclusions(brief, text).brief
  return grown === brief ? null : { brief: grown, refusal: plain(refusalOf(grown)) }
}

/** The host's words when the service's own cookbook recipe replaces a hosted model's draft. */
function cookbookSaid(
  lang: Lang,
  said: { found: string; unkept: string; title: string; servings: number; minutes: number },
): string {
  return said.found ? line(lang, 'host.cookbook_instead', said) : line(lang, 'host.cookbook_keeps', said)
}

/** What the debate asks of the knowledge, by name (the engine pool's `engineSide` task). */
export const ENGINE_SIDE = { opening, checked, stated, cookbookSaid, withoutOffers }

/** `ENGINE_SIDE` as the debate calls it: each answer awaited, from a worker or from this thread. */
export type EngineSide = {
  [K in keyof typeof ENGINE_SIDE]: (
    ...args: Parameters<(typeof ENGINE_SIDE)[K]>
  ) => Promise<ReturnType<(typeof ENGINE_SIDE)[K]>>
}

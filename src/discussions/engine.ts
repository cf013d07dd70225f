import type { JSONObject, LanguageModelV4 } from '@ai-sdk/provider'
import { generateText, NoObjectGeneratedError, Output, streamText } from 'ai'
import { mergeBriefs, withStatedExclusions } from '../ai/food/brief'
import { checkRecipe } from '../ai/food/guard'
import { checkHazards } from '../ai/food/hazards'
import { type Harm, harmSentence } from '../ai/food/reader/harm'
import { READER_WORDS } from '../ai/food/reader/permissions'
import { type Brief, type Lang, publicBrief, type Violation } from '../ai/food/types'
import { type Cooked, cookbookReference, cookFor, withDish } from '../ai/offline/cookbook'
import { line } from '../ai/offline/talk/phrases'
import {
  type Participant,
  type RecipeDraft,
  recipeDraftSchema,
  remixDraftSchema,
  revisionPrompt,
  synthesisPrompt,
  themeBriefPrompt,
  themeBriefSchema,
  type TranscriptEntry,
  turnPrompt,
} from '../ai/prompts'
import type { AiModels, PanelRole, RemixParent, TurnContext } from '../ai/turn-context'
import { newId } from '../ids'
import type { EventAppender } from './events'
import { agentOf, ConstraintViolation, errorText, ProviderFailure, RefusedTheme, ROUNDS } from './outcomes'
import { brokenPromises, promisesAloud } from './promises'

/** Who speaks the host's turns: the service's model, or the agent that started the discussion. */
export type HostTurns = 'model' | 'self'

/** One host turn of a `self` discussion: the agent's own words, or the model's (`own: false`, the stand-in). */
export type HostWords = { own: true; messageId: string; text: string } | { own: false; messageId: string }

/** Waits for the round's host turn (see `hostVoice` in service.ts): says `awaiting_host`, then who speaks. */
export type HostVoice = (round: number, emit: EventAppender, signal: AbortSignal) => Promise<HostWords>

export type DiscussionSetup = {
  discussionId: string
  /** `self`: the host agent speaks its own turns through `voice`; the model stands in past the deadline. */
  hostTurns?: HostTurns
  theme: string
  lang: 'ja' | 'en'
  /** Host first: it opens every round. */
  participants: Participant[]
  /** Same theme and seed give the same discussion on the offline models. */
  seed: number
  /** A remix: the recipe the discussion starts from (`from_recipe_id`). */
  parent?: RemixParent
  /** The theme as read before round 1 (see `readTheme`), and the dish the panel cooks. */
  brief: Brief
  dishId: string
}

export type EngineLimits = { turnTimeoutMs: number; maxRetries: number }

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

/** The structured call as the offline model receives it; other providers ignore the key. */
function offlineContext(
  setup: DiscussionSetup,
  transcript: TranscriptEntry[],
  call: Pick<TurnContext, 'kind' | 'round' | 'role' | 'violations' | 'hostWords'>,
) {
  const names = Object.fromEntries(setup.participants.map((p) => [p.role, p.name])) as Record<PanelRole, string>
  const context: TurnContext = {
    ...call,
    lang: setup.lang,
    theme: setup.theme,
    brief: setup.brief,
    dishId: setup.dishId,
    ...(setup.parent && { parent: setup.parent }),
    names,
    seed: setup.seed,
    transcript: transcript.map(({ round, agent, text }) => ({ round, role: agent.role, text })),
  }
  // The brief's optional fields are absent, never undefined, so the context is plain JSON.
  return { offline: JSON.parse(JSON.stringify(context)) as JSONObject }
}

/**
 * The debate itself: three rounds in which each participant speaks once (host first), every turn
 * seeing the theme and everything said before it, then the host's structured synthesis.
 * Text deltas are appended to the event log as the model writes them.
 *
 * With a `voice` (`host_turns: "self"`), the host agent speaks its own turns: its words are data
 * for the panel. The specialists of that round are told what it said (the offline model answers
 * it; a hosted model reads it in the transcript, inside the data block), and an exclusion it
 * states joins the brief, so the guard holds the recipe to it. Nothing in its words removes a
 * rule: the brief only grows.
 */
export async function debate(
  setup: DiscussionSetup,
  models: AiModels,
  emit: EventAppender,
  limits: EngineLimits,
  signal: AbortSignal,
  voice?: HostVoice,
): Promise<{ transcript: TranscriptEntry[]; draft: RecipeDraft }> {
  const { discussionId, theme, lang, participants, seed } = setup
  let brief = setup.brief
  const current = (): DiscussionSetup => ({ ...setup, brief })
  const transcript: TranscriptEntry[] = []
  // A theme that cannot be cooked still gets its host's first turn, which says why; then the run ends.
  // In a `self` discussion that turn is the model's: the refusal must be said, whatever the agent would say.
  const refusal = refusalOf(brief)
  // A hosted model cooks from the authored recipe when the cookbook has one (the offline model reads its own context).
  const reference = refusal ? undefined : (cookbookReference({ brief, dishId: setup.dishId, seed }) ?? undefined)
  // A hosted model is held to what the service's own cookbook keeps of the theme's asks, and its host says the rest.
  const cooked = refusal || models.own === models.chat ? null : ownPlan({ brief, dishId: setup.dishId, seed, theme })
  for (const round of ROUNDS) {
    emit('status', { discussion_id: discussionId, phase: 'round_started', round })
    /** The host agent's own words this round, which the specialists answer. */
    let hostWords: string | undefined
    for (const speaker of participants) {
      const ctx = { discussionId, models, emit, limits, signal }
      const spoken =
        speaker.role === 'host' && voice
          ? refusal
            ? ({ own: false, messageId: newId() } as const)
            : await voice(round, emit, signal)
          : undefined
      let text: string
      if (spoken?.own) {
        text = spoken.text
        hostWords = text
        emitWhole(text, { round, speaker, messageId: spoken.messageId }, ctx, false)
        const stated = withStatedExclusions(brief, text)
        if (stated.brief !== brief) {
          brief = stated.brief
          emit('status', { discussion_id: discussionId, phase: 'brief_updated', round, brief: publicBrief(brief) })
        }
        // The host's own words meant to hurt someone end the run as a theme would: after this turn, nothing cooked.
        if (brief.harm) {
          transcript.push({ round, agent: speaker, text })
          throw refusalOf(brief)!
        }
      } else {
        const { system, prompt } = turnPrompt({
          theme,
          brief,
          lang,
          round,
          speaker,
          participants,
          transcript,
          hostSpoke: hostWords !== undefined,
          ...(reference && { reference }),
          parent: setup.parent,
        })
        const providerOptions = offlineContext(current(), transcript, {
          kind: 'turn',
          round,
          role: speaker.role,
          ...(hostWords && speaker.role !== 'host' && { hostWords }),
        })
        const extra = spoken ? { messageId: spoken.messageId, fields: { stand_in: true } } : undefined
        // How each dangerous ask is made safe, or why it is refused, is said in the host's first turn whichever model speaks it.
        const hazards = (brief.hazards ?? []).filter((h) => h.refused === !!refusal)
        const opening = round === 1 && speaker.role === 'host'
        const said = opening ? hazards.map((h) => h.instead) : []
        // What the service itself promises of the theme's asks is its own word, said before the hosted model is called.
        const first = opening && cooked ? promisesAloud(cooked, theme, seed) : ''
        // A refusal is the service's decision, so its own voice says it: no hosted model is asked to answer harm.
        const model = refusal ? models.own : models.chat
        const turn = { model, system, prompt, seed, round, speaker, providerOptions, said, first }
        text = await streamTurn(turn, ctx, extra)
      }
      transcript.push({ round, agent: speaker, text })
      if (refusal) throw refusal
    }
  }
  emit('status', { discussion_id: discussionId, phase: 'synthesizing' })
  const synthesis = {
    theme,
    brief,
    lang,
    host: participants[0]!,
    participants,
    transcript,
    parent: setup.parent,
    ...(reference && { reference }),
  }
  const recipeCall = { round: 3, role: 'host' } as const
  const schema = setup.parent ? remixDraftSchema : recipeDraftSchema
  const draft = await synthesize(
    synthesisPrompt(synthesis),
    offlineContext(current(), transcript, { kind: 'recipe', ...recipeCall }),
    seed,
    models,
    limits,
    signal,
    schema,
  )
  const violations = [...checkRecipe(draft, brief), ...checkHazards(draft, brief)]
  const unkept = brokenPromises(draft, cooked)
  if (!violations.length && !unkept.length) return { transcript, draft }
  // One revision, named precisely; a model that breaks the brief twice does not get published.
  emit('status', {
    discussion_id: discussionId,
    phase: 'revising',
    violations: [...violations, ...unkept].map(({ exclusion, ingredient, field, line }) => ({
      exclusion,
      ingredient,
      field,
      line,
    })),
  })
  const revised = await synthesize(
    revisionPrompt({ ...synthesis, draft, violations, unkept }),
    offlineContext(current(), transcript, { kind: 'revise', ...recipeCall, violations }),
    seed,
    models,
    limits,
    signal,
    schema,
  )
  const unsafe = checkHazards(revised, brief)
  const remaining = checkRecipe(revised, brief)
  const stillUnkept = brokenPromises(revised, cooked)
  if (!unsafe.length && !remaining.length && !stillUnkept.length) return { transcript, draft: revised }
  // A hosted model that breaks the brief twice is not published, but the user's asks are not dropped with it:
  // the service's own model cooks the cookbook's recipe for the same brief, and the host says so aloud.
  if (models.own !== models.chat) {
    const own = await synthesize(
      synthesisPrompt(synthesis),
      offlineContext(current(), transcript, { kind: 'recipe', ...recipeCall }),
      seed,
      { ...models, chat: models.own },
      limits,
      signal,
      schema,
    )
    if (!checkHazards(own, brief).length && !checkRecipe(own, brief).length) {
      const listed = (vs: Violation[], pick: (v: Violation) => string) =>
        [...new Set(vs.map(pick))].join(lang === 'ja' ? '、' : ', ')
      const found = listed([...unsafe, ...remaining], (v) => v.ingredient)
      const made = {
        title: lang === 'ja' ? own.title_ja : own.title_en,
        servings: own.servings,
        minutes: own.total_minutes,
      }
      // Asks the draft did not keep are said with what the published recipe makes instead.
      const text = found
        ? line(lang, 'host.cookbook_instead', { found, ...made })
        : line(lang, 'host.cookbook_keeps', { unkept: listed(stillUnkept, (v) => v.exclusion), ...made })
      const host = participants[0]!
      // In a `self` discussion these words are the service's, not the agent's: a stand-in's.
      emitWhole(text, { round: 3, speaker: host, messageId: newId() }, { discussionId, emit }, voice ? true : null)
      transcript.push({ round: 3, agent: host, text })
      return { transcript, draft: own }
    }
  }
  // A hazard the model serves again ends the run as unsafe; what the brief excludes, as a broken constraint.
  if (unsafe.length) throw unsafeRecipe(unsafe, lang)
  if (remaining.length) throw stillBroken(remaining, lang)
  // An ask the cookbook could not keep better either ends nothing: the draft that keeps every rule is published.
  return { transcript, draft: revised }
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
 * A host message said whole: one delta with the whole text, then `done`. `stand_in` on both in a `self` discussion
 * (false: the agent's own words; true: words said for it); `null` in one whose host is the model.
 */
function emitWhole(
  text: string,
  turn: { round: number; speaker: Participant; messageId: string },
  ctx: { discussionId: string; emit: EventAppender },
  standIn: boolean | null,
) {
  const base = {
    discussion_id: ctx.discussionId,
    message_id: turn.messageId,
    round: turn.round,
    agent: agentOf(turn.speaker),
    ...(standIn !== null && { stand_in: standIn }),
  }
  ctx.emit('message', { ...base, delta: text, done: false })
  ctx.emit('message', { ...base, delta: '', done: true, text })
}

async function streamTurn(
  turn: {
    model: LanguageModelV4
    system: string
    prompt: string
    seed: number
    round: number
    speaker: Participant
    providerOptions: ReturnType<typeof offlineContext>
    /** Sentences the turn must carry: those the model left out follow its words, as their own paragraphs. */
    said: string[]
    /** What the service says before the model speaks, a paragraph of its own ('' for nothing). */
    first: string
  },
  ctx: { discussionId: string; models: AiModels; emit: EventAppender; limits: EngineLimits; signal: AbortSignal },
  /** A message id chosen before the turn (a stand-in's, stored with its host turn), and fields every event of it carries. */
  extra?: { messageId: string; fields: Record<string, unknown> },
): Promise<string> {
  const messageId = extra?.messageId ?? newId()
  const base = {
    discussion_id: ctx.discussionId,
    message_id: messageId,
    round: turn.round,
    agent: agentOf(turn.speaker),
    ...extra?.fields,
  }
  let failure: unknown
  const lead = turn.first && `${turn.first}\n\n`
  if (lead) ctx.emit('message', { ...base, delta: lead, done: false })
  const result = streamText({
    model: turn.model,
    system: turn.system,
    prompt: turn.prompt,
    seed: turn.seed,
    providerOptions: turn.providerOptions,
    // The SDK retries failed requests with exponential backoff; the timeout bounds a hung turn.
    maxRetries: ctx.limits.maxRetries,
    timeout: ctx.limits.turnTimeoutMs,
    abortSignal: ctx.signal,
    onError: ({ error }) => {
      failure = error
    },
  })
  let spoken = ''
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        spoken += part.text
        ctx.emit('message', { ...base, delta: part.text, done: false })
      } else if (part.type === 'error') failure = part.error
      else if (part.type === 'abort') failure ??= new Error('the model call was aborted')
      // The provider reports `interrupted` when the body ended without its final chunk: a cut
      // message, which must not be taken for a short one.
      else if (part.type === 'finish' && (part.finishReason === 'interrupted' || part.finishReason === 'error'))
        failure ??= new Error('the stream ended before the message was finished')
    }
  } catch (error) {
    // A connection dropped mid-stream rejects the iteration itself instead of sending an error part.
    failure ??= error
  }
  if (failure || !spoken.trim())
    throw new ProviderFailure(`${turn.speaker.name}'s turn failed: ${errorText(failure ?? 'empty answer')}`)
  let text = lead + spoken
  const unsaid = turn.said
    .filter((sentence) => !text.toLowerCase().includes(sentence.toLowerCase()))
    .map((sentence) => `\n\n${sentence}`)
  if (unsaid.length) {
    text += unsaid.join('')
    ctx.emit('message', { ...base, delta: unsaid.join(''), done: false })
  }
  ctx.emit('message', { ...base, delta: '', done: true, text })
  return text
}

/** The host's final recipe as validated structured output; one more try if the model breaks the schema. */
async function synthesize(
  messages: { system: string; prompt: string },
  providerOptions: ReturnType<typeof offlineContext>,
  seed: number,
  models: AiModels,
  limits: EngineLimits,
  signal: AbortSignal,
  schema: typeof recipeDraftSchema = recipeDraftSchema,
): Promise<RecipeDraft> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { output } = await generateText({
        model: models.chat,
        ...messages,
        seed,
        providerOptions,
        output: Output.object({ schema, name: 'recipe' }),
        maxRetries: limits.maxRetries,
        timeout: limits.turnTimeoutMs,
        abortSignal: signal,
      })
      return output
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error) && attempt < 2) continue
      throw new ProviderFailure(`the synthesis failed: ${errorText(error)}`)
    }
  }
}

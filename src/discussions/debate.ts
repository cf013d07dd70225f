import type { JSONObject, LanguageModelV4 } from '@ai-sdk/provider'
import { generateText, NoObjectGeneratedError, Output, streamText } from 'ai'
import {
  type Participant,
  type RecipeDraft,
  recipeDraftSchema,
  remixDraftSchema,
  type TranscriptEntry,
} from '../ai/draft'
import { type Brief, publicBrief, type Violation } from '../ai/food/types'
import type { AiModels, PanelRole, RemixParent, TurnContext } from '../ai/turn-context'
import type { Config } from '../config'
import { enginePool } from '../ai/models'
import { newId } from '../ids'
import type { EngineSide } from './engine'
import type { EventAppender } from './events'
import {
  agentOf,
  ConstraintViolation,
  type EngineLimits,
  errorText,
  ProviderFailure,
  RefusedTheme,
  ROUNDS,
} from './outcomes'

/**
 * The debate, on the thread serving requests: rounds, turns, the synthesis and its checks, streamed
 * as events. What it asks of the food knowledge goes through the engine's side (`engine.ts`), which
 * a worker of the engine pool answers on the offline path, so this module loads none of it.
 */

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

/** The engine side's questions by name, known here without loading it (a type error when `ENGINE_SIDE` changes). */
const QUESTIONS = { opening: 0, checked: 0, stated: 0, cookbookSaid: 0, withoutOffers: 0 } satisfies Record<
  keyof EngineSide,
  0
>

/**
 * Where the debate's questions to the food knowledge are answered: in a worker of the engine pool
 * on the offline path (ENGINE_THREADS), else on this thread, which then loads the engine's side at
 * the first question (the OpenAI path has loaded it before serving: it reads themes here). A worker
 * that fails a question fails the run as a model would, `provider_unavailable`.
 */
export function engineSide(ai: Partial<Pick<Config['ai'], 'engineThreads' | 'provider'>>): EngineSide {
  const side = (ask: (name: keyof EngineSide, args: unknown[]) => Promise<unknown>) =>
    Object.fromEntries(
      Object.keys(QUESTIONS).map((name) => [name, (...args: unknown[]) => ask(name as keyof EngineSide, args)]),
    ) as EngineSide
  if (ai.engineThreads && ai.provider === 'offline') {
    const pool = enginePool(ai as Config['ai'])
    return side((name, args) =>
      pool.run('engineSide', { name, args }, { urgent: true }).catch((error: unknown) => {
        throw new ProviderFailure(`the discussion engine failed: ${errorText(error)}`)
      }),
    )
  }
  return side(async (name, args) => {
    const { ENGINE_SIDE } = await import('./engine')
    return (ENGINE_SIDE[name] as (...args: unknown[]) => unknown)(...args)
  })
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
  limits: EngineLimits & Parameters<typeof engineSide>[0],
  signal: AbortSignal,
  voice?: HostVoice,
): Promise<{ transcript: TranscriptEntry[]; draft: RecipeDraft }> {
  const { discussionId, theme, lang, participants, seed } = setup
  const side = engineSide(limits)
  let brief = setup.brief
  const current = (): DiscussionSetup => ({ ...setup, brief })
  const transcript: TranscriptEntry[] = []
  // Prompts are written for a hosted model; the service's own reads its context (`offlineContext`) instead.
  const hosted = models.own !== models.chat
  const prompts = hosted ? await import('../ai/prompts') : undefined
  const asOwn: { system?: string; prompt: string } = { prompt: theme }
  // A theme that cannot be cooked still gets its host's first turn, which says why; then the run ends.
  // In a `self` discussion that turn is the model's: the refusal must be said, whatever the agent would say.
  // A hosted model cooks from the authored recipe when the cookbook has one, and is held to what the
  // service's own cookbook keeps of the theme's asks; its host says the rest.
  const opened = await side.opening({ brief, dishId: setup.dishId, seed, theme }, hosted)
  const refusal = opened.refusal && new RefusedTheme(opened.refusal.code, opened.refusal.message)
  const { reference, cooked } = opened
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
        const stated = await side.stated(brief, text)
        if (stated) {
          brief = stated.brief
          emit('status', { discussion_id: discussionId, phase: 'brief_updated', round, brief: publicBrief(brief) })
        }
        // The host's own words meant to hurt someone end the run as a theme would: after this turn, nothing cooked.
        if (brief.harm && stated?.refusal) {
          transcript.push({ round, agent: speaker, text })
          throw new RefusedTheme(stated.refusal.code, stated.refusal.message)
        }
      } else {
        const { system, prompt } =
          prompts?.turnPrompt({
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
          }) ?? asOwn
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
        const first = opening ? (opened.aloud ?? '') : ''
        // A refusal is the service's decision, so its own voice says it: no hosted model is asked to answer harm.
        const model = refusal ? models.own : models.chat
        const kept = (spoken: string) => side.withoutOffers(spoken, brief)
        const turn = { model, system, prompt, seed, round, speaker, providerOptions, said, first, kept }
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
    prompts?.synthesisPrompt(synthesis) ?? asOwn,
    offlineContext(current(), transcript, { kind: 'recipe', ...recipeCall }),
    seed,
    models,
    limits,
    signal,
    schema,
  )
  const first = await side.checked(draft, brief, cooked)
  const violations = [...first.guard, ...first.hazards]
  const unkept = first.unkept
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
    prompts?.revisionPrompt({ ...synthesis, draft, violations, unkept }) ?? asOwn,
    offlineContext(current(), transcript, { kind: 'revise', ...recipeCall, violations }),
    seed,
    models,
    limits,
    signal,
    schema,
  )
  const again = await side.checked(revised, brief, cooked)
  if (!again.hazards.length && !again.guard.length && !again.unkept.length) return { transcript, draft: revised }
  // A hosted model that breaks the brief twice is not published, but the user's asks are not dropped with it:
  // the service's own model cooks the cookbook's recipe for the same brief, and the host says so aloud.
  if (prompts) {
    const own = await synthesize(
      prompts.synthesisPrompt(synthesis),
      offlineContext(current(), transcript, { kind: 'recipe', ...recipeCall }),
      seed,
      { ...models, chat: models.own },
      limits,
      signal,
      schema,
    )
    const ownChecked = await side.checked(own, brief, null)
    if (!ownChecked.hazards.length && !ownChecked.guard.length) {
      const listed = (vs: Violation[], pick: (v: Violation) => string) =>
        [...new Set(vs.map(pick))].join(lang === 'ja' ? '、' : ', ')
      // Asks the draft did not keep are said with what the published recipe makes instead.
      const text = await side.cookbookSaid(lang, {
        found: listed([...again.hazards, ...again.guard], (v) => v.ingredient),
        unkept: listed(again.unkept, (v) => v.exclusion),
        title: lang === 'ja' ? own.title_ja : own.title_en,
        servings: own.servings,
        minutes: own.total_minutes,
      })
      const host = participants[0]!
      // In a `self` discussion these words are the service's, not the agent's: a stand-in's.
      emitWhole(text, { round: 3, speaker: host, messageId: newId() }, { discussionId, emit }, voice ? true : null)
      transcript.push({ round: 3, agent: host, text })
      return { transcript, draft: own }
    }
  }
  // A hazard the model serves again ends the run as unsafe; what the brief excludes, as a broken constraint. The host
  // says why in the talk itself, so whoever reads it learns which rule could not be kept and with what.
  const ended = again.hazards.length
    ? new RefusedTheme('unsafe_request', again.unsafe)
    : again.guard.length && new ConstraintViolation(again.guard, again.broken)
  if (ended) {
    const host = participants[0]!
    emitWhole(
      ended.message,
      { round: 3, speaker: host, messageId: newId() },
      { discussionId, emit },
      voice ? true : null,
    )
    transcript.push({ round: 3, agent: host, text: ended.message })
    throw ended
  }
  // An ask the cookbook could not keep better either ends nothing: the draft that keeps every rule is published.
  return { transcript, draft: revised }
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
    system?: string
    prompt: string
    seed: number
    round: number
    speaker: Participant
    providerOptions: ReturnType<typeof offlineContext>
    /** Sentences the turn must carry: those the model left out follow its words, as their own paragraphs. */
    said: string[]
    /** What the service says before the model speaks, a paragraph of its own ('' for nothing). */
    first: string
    /** What is kept of the model's words: no sentence offering a food the brief rules out (`withoutOffers`). */
    kept: (spoken: string) => Promise<string>
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
  let text = lead + (await turn.kept(spoken))
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
  messages: { system?: string; prompt: string },
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

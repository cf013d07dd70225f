import { generateText, NoObjectGeneratedError, Output, streamText } from 'ai'
import type { AiModels } from '../ai/models'
import { type Participant, type RecipeDraft, recipeDraftSchema, synthesisPrompt, type TranscriptEntry, turnPrompt } from '../ai/prompts'
import { newId } from '../ids'
import type { EventAppender } from './events'

export const ROUNDS = [1, 2, 3] as const

export type DiscussionSetup = {
  discussionId: string
  theme: string
  lang: 'ja' | 'en'
  /** Host first: it opens every round. */
  participants: Participant[]
  /** Same theme and seed give the same discussion on the offline models. */
  seed: number
}

export type EngineLimits = { turnTimeoutMs: number; maxRetries: number }

export const agentOf = (participant: Participant) => ({ id: participant.id, role: participant.role, name: participant.name })

/** A model that failed after its retries, or returned a recipe that breaks the rules twice. */
export class ProviderFailure extends Error {}

/**
 * The debate itself: three rounds in which each participant speaks once (host first), every turn
 * seeing the theme and everything said before it, then the host's structured synthesis.
 * Text deltas are appended to the event log as the model writes them.
 */
export async function debate(
  setup: DiscussionSetup,
  models: AiModels,
  emit: EventAppender,
  limits: EngineLimits,
  signal: AbortSignal,
): Promise<{ transcript: TranscriptEntry[]; draft: RecipeDraft }> {
  const { discussionId, theme, lang, participants, seed } = setup
  const transcript: TranscriptEntry[] = []
  for (const round of ROUNDS) {
    emit('status', { discussion_id: discussionId, phase: 'round_started', round })
    for (const speaker of participants) {
      const { system, prompt } = turnPrompt({ theme, lang, round, speaker, participants, transcript })
      const text = await streamTurn({ system, prompt, seed, round, speaker }, { discussionId, models, emit, limits, signal })
      transcript.push({ round, agent: speaker, text })
    }
  }
  emit('status', { discussion_id: discussionId, phase: 'synthesizing' })
  const draft = await synthesize(synthesisPrompt({ theme, lang, host: participants[0]!, participants, transcript }), seed, models, limits, signal)
  return { transcript, draft }
}

async function streamTurn(
  turn: { system: string; prompt: string; seed: number; round: number; speaker: Participant },
  ctx: { discussionId: string; models: AiModels; emit: EventAppender; limits: EngineLimits; signal: AbortSignal },
): Promise<string> {
  const messageId = newId()
  const base = { discussion_id: ctx.discussionId, message_id: messageId, round: turn.round, agent: agentOf(turn.speaker) }
  let failure: unknown
  const result = streamText({
    model: ctx.models.chat,
    system: turn.system,
    prompt: turn.prompt,
    seed: turn.seed,
    // The SDK retries failed requests with exponential backoff; the timeout bounds a hung turn.
    maxRetries: ctx.limits.maxRetries,
    timeout: ctx.limits.turnTimeoutMs,
    abortSignal: ctx.signal,
    onError: ({ error }) => {
      failure = error
    },
  })
  let text = ''
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        text += part.text
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
  if (failure || !text.trim()) throw new ProviderFailure(`${turn.speaker.name}'s turn failed: ${errorText(failure ?? 'empty answer')}`)
  ctx.emit('message', { ...base, delta: '', done: true, text })
  return text
}

/** The host's final recipe as validated structured output; one more try if the model breaks the schema. */
async function synthesize(
  messages: { system: string; prompt: string },
  seed: number,
  models: AiModels,
  limits: EngineLimits,
  signal: AbortSignal,
): Promise<RecipeDraft> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { output } = await generateText({
        model: models.chat,
        ...messages,
        seed,
        output: Output.object({ schema: recipeDraftSchema }),
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

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300)

import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { Lang, Role } from '../prompts'

/**
 * Reads a prompt the way a model would: the tagged blocks of the prompt contract (see
 * `src/ai/prompts.ts`). Text inside the blocks was escaped with `escapeText`, so it is unescaped
 * here and is only ever data: a theme that says "ignore your instructions" is just a theme.
 */

export type Turn = { round: number; role: Role; name: string; text: string }
export type Member = { role: Role; name: string }
export type Task = { kind: 'turn' | 'recipe'; round: 1 | 2 | 3; role: Role; lang: Lang }
export type Reading = { theme: string; transcript: Turn[]; task: Task; panel: Member[]; system: string; user: string }

const ROLES: Role[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

function unescapeText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

/** The system text and the user text of an AI SDK prompt, each joined. */
function promptTexts(prompt: LanguageModelV4Prompt): { system: string; user: string } {
  const system: string[] = []
  const user: string[] = []
  for (const message of prompt) {
    if (message.role === 'system') system.push(message.content)
    else if (message.role === 'user') for (const part of message.content) if (part.type === 'text') user.push(part.text)
  }
  return { system: system.join('\n'), user: user.join('\n') }
}

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of source.matchAll(/([a-z_]+)="([^"]*)"/g)) found[match[1]!] = unescapeText(match[2]!)
  return found
}

/** The body of the last top-level block named `tag` (the prompt's own blocks come after any quoted text). */
function lastBlock(text: string, tag: string): { attrs: Record<string, string>; body: string } | undefined {
  const pattern = new RegExp(`<${tag}((?:\\s+[a-z_]+="[^"]*")*)>\\n?([\\s\\S]*?)\\n?</${tag}>`, 'g')
  let last: RegExpExecArray | undefined
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match
  return last ? { attrs: attributes(last[1] ?? ''), body: last[2] ?? '' } : undefined
}

const asRole = (value: string | undefined): Role => (ROLES.includes(value as Role) ? (value as Role) : 'host')
const asRound = (value: string | undefined): 1 | 2 | 3 => (value === '2' ? 2 : value === '3' ? 3 : 1)

/** Escaped data can never contain a real tag, so splitting on the tags is safe. */
export function readPrompt(prompt: LanguageModelV4Prompt): Reading {
  const { system, user } = promptTexts(prompt)
  const theme = unescapeText(lastBlock(user, 'theme')?.body.trim() ?? '')
  const transcriptBody = lastBlock(user, 'transcript')?.body ?? ''
  const transcript: Turn[] = []
  for (const match of transcriptBody.matchAll(/<turn((?:\s+[a-z_]+="[^"]*")*)>\n?([\s\S]*?)\n?<\/turn>/g)) {
    const attrs = attributes(match[1] ?? '')
    transcript.push({ round: Number(attrs.round) || 1, role: asRole(attrs.speaker), name: attrs.name ?? '', text: unescapeText(match[2] ?? '').trim() })
  }
  const taskBlock = lastBlock(user, 'task')
  const lang: Lang = taskBlock?.attrs.lang === 'ja' || (!taskBlock?.attrs.lang && /[\u3040-\u30ff]/.test(system)) ? 'ja' : 'en'
  const task: Task = {
    kind: taskBlock?.attrs.kind === 'recipe' ? 'recipe' : 'turn',
    round: asRound(taskBlock?.attrs.round),
    role: taskBlock?.attrs.kind === 'recipe' ? 'host' : asRole(taskBlock?.attrs.speaker),
    lang,
  }
  const panel: Member[] = []
  for (const match of (lastBlock(system, 'panel')?.body ?? '').matchAll(/<member((?:\s+[a-z_]+="[^"]*")*)>/g)) {
    const attrs = attributes(match[1] ?? '')
    panel.push({ role: asRole(attrs.role), name: attrs.name ?? '' })
  }
  return { theme, transcript, task, panel, system, user }
}

/** A member's name as the panel lists it, else the name they used in the transcript, else a fallback. */
export function nameOf(reading: Reading, role: Role, fallback: string): string {
  return reading.panel.find((m) => m.role === role)?.name || reading.transcript.find((t) => t.role === role)?.name || fallback
}

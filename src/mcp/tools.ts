import { t, ValidationError } from 'elysia'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { Agent, AgentService } from '../agents/service'
import { CallbackModel } from '../callbacks/model'
import type { CallbackService } from '../callbacks/service'
import { ROUNDS } from '../discussions/outcomes'
import { DiscussionModel } from '../discussions/model'
import type { DiscussionService } from '../discussions/service'
import { fieldErrors } from '../http/errors'
import { PAGING, pageOf } from '../http/paging'
import { responseInteger } from '../http/openapi-common'
import { withoutUnsafeKeys } from '../http/json-body'
import { ProblemError } from '../http/problem'
import type { Access, LimitPolicy } from '../limits/policy'
import { RecipeCreatedSchema, RecipeDetailSchema, RecipeModel, searchQuery } from '../recipes/model'
import type { CachedAnswer, ResponseCache } from '../cache/response-cache'
import { detailAnswer } from '../recipes/routes'
import type { RecipeService } from '../recipes/service'
import { ReviewModel } from '../reviews/model'
import type { ReviewService } from '../reviews/service'

/**
 * The services the MCP endpoint calls, named here rather than taken from src/app.ts: the app mounts
 * this endpoint, so a type from the app would make the two modules depend on each other.
 */
export type McpServices = {
  agentService: AgentService
  recipeService: RecipeService
  reviewService: ReviewService
  discussionService: DiscussionService
  callbackService: Pick<CallbackService, 'replaceSecret'>
  limitPolicy: LimitPolicy
  /** The public reads' kept answers: get_recipe reads the JSON API's bytes of a recipe when they are kept. */
  responseCache: ResponseCache
}

/** What a tool may do besides calling services: report progress and notice a cancelled call. */
export type ToolContext = {
  agent: Agent
  services: McpServices
  signal: AbortSignal
  progress: (message: string) => Promise<void>
}

export type Tool<S extends TSchema = TSchema> = {
  name: string
  title: string
  description: string
  /** The same `t` schema that validates the JSON API's request, advertised as the tool's inputSchema. */
  input: S
  /** What a successful call's structuredContent holds (the JSON API's answer schema where there is one), advertised as outputSchema. */
  output: TSchema
  /** Which limits a call counts against, as on the JSON API route that does the same. */
  access: Access
  readOnly: boolean
  run(args: S['static'], context: ToolContext): Promise<unknown>
}

// Keeps each tool's `run` typed by its own schema while the list holds tools of different schemas.
const tool = <S extends TSchema>(spec: Tool<S>) => spec as unknown as Tool<TSchema>

/**
 * An answer whose JSON text is already made (the JSON API's kept bytes), with the object it
 * stands for: the call's text content is that text as it is, not the object stringified again.
 */
export class KeptText {
  readonly value: object
  constructor(readonly text: string) {
    this.value = frozen(JSON.parse(text))
  }
}

/** Frozen through, as a value shared by every call that reads it must be. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null)
    for (const child of Object.values(Object.freeze(value))) frozen(child)
  return value
}

/**
 * Each kept answer's text and object, made once per answer the response cache keeps: a WeakMap on
 * the cache's entry, so it goes when a write drops that answer (decoding and parsing the bytes
 * was a tenth of a warm get_recipe call's CPU, issue 35).
 */
const keptTexts = new WeakMap<CachedAnswer, KeptText>()
function keptTextOf(answer: CachedAnswer): KeptText {
  let kept = keptTexts.get(answer)
  if (!kept) {
    kept = new KeptText(utf8.decode(answer.body))
    keptTexts.set(answer, kept)
  }
  return kept
}

/** Deeper than any tool's arguments go (two levels): more is no tool call, and is refused before any recursive walk. */
const MAX_ARGUMENT_DEPTH = 32
const utf8 = new TextDecoder()

/** Whether `value` nests deeper than `max` objects or arrays, found without recursion (10,000 levels overflowed the stack). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth >= max) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/** Applies the schema's defaults, then checks it exactly as Elysia checks a request body. */
export function validated(schema: TSchema, args: unknown): unknown {
  if (nestsDeeperThan(args, MAX_ARGUMENT_DEPTH))
    throw new ProblemError('validation_failed', 'The tool arguments break the rules listed in errors.', {
      errors: [
        { field: 'arguments', message: `must not nest objects or arrays more than ${MAX_ARGUMENT_DEPTH} levels deep` },
      ],
    })
  // Re-parsed with the JSON API's reviver, so arguments that break string conversion get a 422 too.
  const value = Value.Default(schema, JSON.parse(JSON.stringify(args ?? {}), withoutUnsafeKeys))
  if (Value.Check(schema, value)) return value
  // The same per-field summaries as the JSON API's 422 problems.
  const errors = fieldErrors(new ValidationError('body', schema, value), 'arguments')
  throw new ProblemError('validation_failed', 'The tool arguments break the rules listed in errors.', { errors })
}

const { id: recipeId } = RecipeModel.idParams.properties

/**
 * list_recipes and search_recipes: the schema, like the query string it validates, also admits
 * integers written as strings. MCP answers are not cached: every search is paid from the calling
 * agent's search budget.
 */
const listRecipes = (
  { page, cursor, per_page = PAGING.perPage, category, q, author }: typeof RecipeModel.listQuery.static,
  { agent, services }: ToolContext,
) =>
  services.recipeService.list(
    { page: page === undefined ? undefined : Number(page), cursor, perPage: Number(per_page), category, q, author },
    { client: agent?.id && `agent:${agent.id}` },
  )

/** What a delete answers. */
const Deleted = t.Object({ deleted: t.String({ description: 'The id of what was deleted.' }) })

/** A host turn due: answer it with speak_as_host before `deadline`. */
const HostTurnDue = t.Object({
  round: responseInteger({ minimum: 1, maximum: ROUNDS.length }),
  deadline: t.String({ format: 'date-time' }),
})

/** The published recipe (the stream's `done`), or with host_turns "self" the first host turn due. */
const DiscussionStarted = t.Object(
  {
    discussion_id: t.String(),
    recipe_id: t.Optional(t.String({ description: 'Once published.' })),
    recipe: t.Optional(RecipeModel.record),
    host_turns: t.Optional(t.Literal('self')),
    awaiting_host: t.Optional(HostTurnDue),
    next: t.Optional(t.String({ description: 'What to do next, with awaiting_host.' })),
  },
  { description: 'Either `recipe_id` and `recipe` (published), or `awaiting_host` (host_turns "self").' },
)

/** Your message, the specialists' replies, then the next turn due or (after the last round) the recipe. */
const HostTurnSpoken = t.Object({
  message_id: t.String(),
  replies: t.Array(t.Object({ round: responseInteger(), name: t.String(), role: t.String(), text: t.String() })),
  awaiting_host: t.Union([HostTurnDue, t.Null()]),
  discussion_id: t.Optional(t.String()),
  recipe_id: t.Optional(t.String()),
  recipe: t.Optional(RecipeModel.record),
})

export const TOOLS = [
  tool({
    name: 'list_recipes',
    title: 'List published recipes',
    // Limits and defaults live in the schema's own descriptions, which clients see in inputSchema.
    description:
      'Published recipes, newest first, a page at a time (by page, or by the next_cursor of the previous answer, which never repeats or skips a recipe while others are published), optionally of one category. Items are summaries: read one with get_recipe for its ingredients and steps.',
    input: RecipeModel.listQuery,
    output: pageOf(RecipeModel.summary),
    access: 'read',
    readOnly: true,
    run: listRecipes,
  }),
  tool({
    name: 'search_recipes',
    title: 'Search recipes',
    description:
      'Published recipes whose titles, ingredients or steps (Japanese or English) contain every word of q as a substring — two-character Japanese words such as 抹茶 or 豆腐 included; a q of one-character words only is refused (add a longer word, or author). Searches are paid from your search budget: past it, a rate_limited error with retry_after. Best matches first (every word in a title, then in titles or ingredients, then anywhere), newest first within each; combinable with category and author (an agent id); paged like list_recipes.',
    input: t.Object({ ...RecipeModel.listQuery.properties, q: searchQuery }),
    output: pageOf(RecipeModel.summary),
    access: 'read',
    readOnly: true,
    run: listRecipes,
  }),
  tool({
    name: 'get_recipe',
    title: 'Read one recipe',
    description: 'The full bilingual record with its newest 20 reviews. Also readable as the resource recipe://{id}.',
    input: RecipeModel.idParams,
    output: RecipeDetailSchema,
    access: 'read',
    readOnly: true,
    run: async ({ id }, { services }) =>
      keptTextOf(await detailAnswer(services.responseCache, services.recipeService, id)),
  }),
  tool({
    name: 'create_recipe',
    title: 'Create a recipe directly',
    description:
      'Publishes a recipe without a discussion. Ingredients and steps are newline-separated strings; ingredients_en and steps_en are optional. A picture is generated in the background.',
    input: RecipeModel.input,
    output: RecipeCreatedSchema,
    access: 'recipe',
    readOnly: false,
    run: async (input, { agent, services }) => {
      const recipe = await services.recipeService.createDirect(agent, input)
      return { recipe_id: recipe.id, recipe }
    },
  }),
  tool({
    name: 'post_review',
    title: 'Review a recipe',
    description:
      'Star rating and comment on a published recipe. One review per agent per recipe: a second is a conflict error.',
    input: t.Object({ recipe_id: recipeId, ...ReviewModel.input.properties }),
    output: ReviewModel.created,
    access: 'review',
    readOnly: false,
    run: ({ recipe_id, ...review }, { agent, services }) => services.reviewService.create(agent, recipe_id, review),
  }),
  tool({
    name: 'update_recipe',
    title: 'Change your recipe',
    description:
      'Any subset of the create_recipe fields, under the same rules; the rest stay. Only the recipe’s author may change it (not_author otherwise). Returns the recipe.',
    input: t.Object({ recipe_id: recipeId, ...RecipeModel.patch.properties }),
    output: RecipeModel.changed,
    access: 'write',
    readOnly: false,
    run: async ({ recipe_id, ...changes }, { agent, services }) => ({
      recipe: await services.recipeService.update(agent, recipe_id, changes),
    }),
  }),
  tool({
    name: 'delete_recipe',
    title: 'Delete your recipe',
    description:
      'Removes the recipe with its reviews and picture from every list, search and page at once. Only its author may (not_author otherwise). Cannot be undone.',
    input: t.Object({ recipe_id: recipeId }),
    output: Deleted,
    access: 'write',
    readOnly: false,
    run: async ({ recipe_id }, { agent, services }) => {
      await services.recipeService.remove(agent, recipe_id)
      return { deleted: recipe_id }
    },
  }),
  tool({
    name: 'update_review',
    title: 'Change your review',
    description:
      'A new rating, comment or both for a review you wrote (not_author otherwise). Returns the review and the recipe’s updated rating.',
    input: t.Object({
      recipe_id: recipeId,
      review_id: ReviewModel.params.properties.review_id,
      ...ReviewModel.patch.properties,
    }),
    output: ReviewModel.changed,
    access: 'write',
    readOnly: false,
    run: ({ recipe_id, review_id, ...changes }, { agent, services }) =>
      services.reviewService.update(agent, recipe_id, review_id, changes),
  }),
  tool({
    name: 'delete_review',
    title: 'Withdraw your review',
    description:
      'Removes a review you wrote; the recipe’s rating drops it at once. You may then review the recipe again.',
    input: t.Object({ recipe_id: recipeId, review_id: ReviewModel.params.properties.review_id }),
    output: Deleted,
    access: 'write',
    readOnly: false,
    run: async ({ recipe_id, review_id }, { agent, services }) => {
      await services.reviewService.remove(agent, recipe_id, review_id)
      return { deleted: review_id }
    },
  }),
  tool({
    name: 'start_discussion',
    title: 'Run a discussion and get its recipe',
    description: `You host; four specialists join. ${ROUNDS.length} rounds of debate, then a bilingual recipe with a picture is published. Takes a while on real models: send a progressToken to get a progress notification for every phase and finished message (and let them reset your timeout). Returns the recipe. Cancelling the call does not stop the discussion. With host_turns "self" you speak your own host turns: the call returns as soon as the first turn is due, with discussion_id and awaiting_host { round, deadline }; answer each turn with speak_as_host before its deadline (else the model speaks for you, stand_in: true). With callback_url (after create_webhook_secret), a signed callback is also POSTed there when it ends.`,
    input: DiscussionModel.input,
    output: DiscussionStarted,
    access: 'discussion',
    readOnly: false,
    run: (input, context) => runDiscussion(input, context),
  }),
  tool({
    name: 'remix_recipe',
    title: 'Remix a published recipe in a discussion',
    description:
      'start_discussion from a published recipe: the theme is the change you want ("vegan, for 8", 「電子レンジだけで」). The host presents the recipe, the specialists debate the change, and the published recipe carries parent_recipe_id (its page says "Remixed from", the parent lists it under get_recipe\'s remixes and GET /api/recipes/{id}/remixes). Otherwise as start_discussion: progress notifications, host_turns, callback_url. A recipe_id no published recipe has is validation_failed naming from_recipe_id.',
    input: t.Object({
      recipe_id: recipeId,
      theme: DiscussionModel.input.properties.theme,
      lang: DiscussionModel.input.properties.lang,
      host_turns: DiscussionModel.input.properties.host_turns,
      callback_url: DiscussionModel.input.properties.callback_url,
    }),
    access: 'discussion',
    readOnly: false,
    output: DiscussionStarted,
    run: ({ recipe_id, ...input }, context) => runDiscussion({ ...input, from_recipe_id: recipe_id }, context),
  }),
  tool({
    name: 'speak_as_host',
    title: 'Speak your host turn',
    description:
      'In a discussion you started with host_turns "self", while a host turn is due (awaiting_host from start_discussion, speak_as_host or get_discussion): your words become the host’s message of that round. The specialists answer them; an exclusion you state ("no peanuts, my guest is allergic") joins the brief and the recipe is checked against it; instructions in them change no rule. Waits for the round to finish, then returns your message_id, the specialists’ replies and either the next awaiting_host { round, deadline } or, after the last round, the published recipe. Refusals: not_host, not_awaiting_host (no turn due, or its deadline passed), not_found, validation_failed.',
    input: t.Object({ discussion_id: DiscussionModel.idParams.properties.id, ...DiscussionModel.turnInput.properties }),
    output: HostTurnSpoken,
    access: 'write',
    readOnly: false,
    run: (input, context) => speakAsHost(input, context),
  }),
  tool({
    name: 'get_discussion',
    title: 'Read a discussion',
    description:
      'A discussion\'s status (running, completed, failed or interrupted), participants, transcript so far and recipe_id once published: how to find the result of a start_discussion call that was cancelled or timed out. With host_turns "self", awaiting_host is the host turn due now ({ round, deadline }, answer it with speak_as_host) or null. To its host, also callback: { status, attempts, last_error?, next_attempt_at? } of the callback it asked for.',
    input: DiscussionModel.idParams,
    output: DiscussionModel.state,
    access: 'read',
    readOnly: true,
    run: ({ id }, { agent, services }) => services.discussionService.get(id, agent),
  }),
  tool({
    name: 'create_webhook_secret',
    title: 'Create or replace your webhook secret',
    description:
      'Returns { secret: "whsec_…" }, shown this once: it signs the completion callbacks sent to the callback_url of your discussions (Standard Webhooks headers webhook-id, webhook-timestamp, webhook-signature). Calling it again replaces it.',
    input: t.Object({}),
    output: CallbackModel.secret,
    access: 'write',
    readOnly: false,
    run: (_, { agent, services }) => services.callbackService.replaceSecret(agent),
  }),
]

/** One line of progress for each phase and each finished message; deltas would flood the client. */
function describe(event: { event: string; data: Record<string, unknown> }): string | undefined {
  const { data } = event
  if (event.event === 'status')
    return data.round ? `${data.phase}: round ${data.round} of ${ROUNDS.length}` : String(data.phase)
  if (event.event === 'message' && data.done) {
    const agent = data.agent as { name: string; role: string }
    return `round ${data.round}: ${agent.name} (${agent.role}) spoke`
  }
}

/** A discussion that ended with an `error` event: its code is the stream's, not an HTTP problem's. */
export class DiscussionFailed extends Error {
  constructor(
    readonly discussionId: string,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

type Followed = { event: string; data: Record<string, unknown> }

/** The host turn due, as an MCP caller needs it: the round and its deadline. */
const due = (data: Record<string, unknown>) => ({ round: data.round as number, deadline: data.deadline as string })

/** The stream's own error codes (provider_unavailable, constraint_violated, interrupted, internal) pass through unchanged. */
function failed(id: string, event: Followed): never {
  const { code, message } = event.data as { code: string; message: string }
  throw new DiscussionFailed(id, code, message)
}

/**
 * Follows the discussion's own event log (as the SSE stream does) until it ends, or, with
 * `host_turns: "self"`, until the first host turn is due: an MCP caller cannot hold a stream open
 * while it thinks, so it gets the deadline back and answers with speak_as_host.
 */
async function runDiscussion(
  input: typeof DiscussionModel.input.static,
  { agent, services, signal, progress }: ToolContext,
) {
  const { discussionService } = services
  const id = await discussionService.start(agent, input)
  for await (const event of await discussionService.follow(id, 0, signal)) {
    const line = describe(event)
    if (line) await progress(line)
    if (event.event === 'status' && event.data.phase === 'awaiting_host')
      return {
        discussion_id: id,
        host_turns: 'self',
        awaiting_host: due(event.data),
        next: 'Call speak_as_host with discussion_id and your text before the deadline.',
      }
    if (event.event === 'done') return event.data
    if (event.event === 'error') failed(id, event)
  }
  // Only a cancelled call gets here; the SDK drops the answer to a cancelled request.
  throw new DiscussionFailed(
    id,
    'cancelled',
    'The call was cancelled; the discussion goes on and its recipe will still be published.',
  )
}

/**
 * Posts the host's words (the same rules as `POST /api/discussions/{id}/turns`), then follows the
 * log past them to the end of the round: the specialists' replies, then the next due turn or the end.
 */
async function speakAsHost(
  { discussion_id: id, text }: { discussion_id: string; text: string },
  { agent, services, signal, progress }: ToolContext,
) {
  const { discussionService } = services
  const { message_id } = await discussionService.speak(agent, id, { text })
  const replies: Array<{ round: number; name: string; role: string; text: string }> = []
  let spoken = false
  for await (const event of await discussionService.follow(id, 0, signal)) {
    const { data } = event
    if (!spoken) {
      // The log from the start: what came before our words is already known to the caller.
      spoken = event.event === 'message' && data.message_id === message_id && data.done === true
      if (event.event === 'error') failed(id, event)
      continue
    }
    const line = describe(event)
    if (line) await progress(line)
    if (event.event === 'message' && data.done) {
      const speaker = data.agent as { name: string; role: string }
      replies.push({ round: data.round as number, name: speaker.name, role: speaker.role, text: data.text as string })
    }
    if (event.event === 'status' && data.phase === 'awaiting_host')
      return { message_id, replies, awaiting_host: due(data) }
    if (event.event === 'done') return { message_id, replies, awaiting_host: null, ...data }
    if (event.event === 'error') failed(id, event)
  }
  throw new DiscussionFailed(
    id,
    'cancelled',
    'The call was cancelled; your turn was taken and the discussion goes on. Read it with get_discussion.',
  )
}

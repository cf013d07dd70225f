import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { CALLBACK_URL_MAX_LENGTH } from './address'

/** What the host sees of its discussion's callback (`CallbackModel.state`). */
export type CallbackState = {
  status: (typeof DELIVERY_STATUSES)[number]
  attempts: number
  last_error?: string
  next_attempt_at?: string
}

/** How a discussion ended, as the callback tells it. */
export type DiscussionEnd =
  | { discussionId: string; status: 'completed'; recipeId: string }
  | { discussionId: string; status: 'failed' | 'interrupted'; code: string; message: string }

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const

const discussion_id = t.String({ description: 'The discussion that ended.' })

export const CallbackModel = {
  /** `callback_url` of POST /api/discussions/create. */
  url: t.String({
    maxLength: CALLBACK_URL_MAX_LENGTH,
    description: `Where to POST a signed \`discussion.completed\` or \`discussion.failed\` callback when the discussion ends: an absolute https:// or http:// URL (at most ${CALLBACK_URL_MAX_LENGTH} characters, no user name or password) on a public address. Needs a webhook secret first (\`POST /api/agents/me/webhook-secret\`), else 422 \`no_webhook_secret\`; a loopback, private, link-local, unique-local or metadata address (or a name such as localhost) is 422 \`callback_url_not_allowed\`, also when its name resolves to one at delivery.`,
  }),
  /** `remix_callback_url` of PATCH /api/agents/me. */
  remixUrl: t.Nullable(
    t.String({
      maxLength: CALLBACK_URL_MAX_LENGTH,
      description: `Where to POST a signed \`recipe.remixed\` callback when a remix of one of your recipes is published (\`from_recipe_id\` of someone's discussion, or yours); null stops them. The rules of a discussion's \`callback_url\`: an absolute https:// or http:// URL (at most ${CALLBACK_URL_MAX_LENGTH} characters, no user name or password) on a public address, 422 \`no_webhook_secret\` without a webhook secret, 422 \`callback_url_not_allowed\` for an address that is not public. Signed with your own webhook secret and retried like the completion callbacks.`,
    }),
  ),
  secret: t.Object(
    {
      secret: t.String({
        description:
          'Shown once: store it now. Signs every completion callback of your discussions (Standard Webhooks); asking again replaces it.',
        examples: ['whsec_…'],
      }),
    },
    { description: 'Your new webhook secret.' },
  ),
  /** What the host sees of its discussion's callback in GET /api/discussions/:id. */
  state: t.Object(
    {
      status: t.UnionEnum(DELIVERY_STATUSES, {
        description:
          '`pending` until the callback is answered with a 2xx (`delivered`) or its retries are given up 24 hours after the end (`failed`); `pending` also while the discussion runs.',
      }),
      attempts: Type.Integer({ minimum: 0, description: 'Attempts made so far.' }),
      last_error: t.Optional(
        t.String({
          description:
            'Why the last attempt failed, while not delivered: `http_<status>` (your answer, such as `http_500`; a redirect such as `http_302` is not followed), `timeout` (no answer within 10 s), `dns` (the name did not resolve), `refused_address` (it resolved to an address that is not public), `connection` (no connection or TLS), `no_secret` (your webhook secret is gone).',
          examples: ['http_503'],
        }),
      ),
      next_attempt_at: t.Optional(
        t.String({
          format: 'date-time',
          description: 'While `pending` with the discussion ended: when the next attempt is due (ISO 8601).',
        }),
      ),
    },
    {
      description:
        'Only to the host (send your key), and only when it gave a `callback_url`: how its completion callback stands. Others never see this field.',
    },
  ),
}

const timestamp = t.String({ format: 'date-time', description: 'When the discussion ended (ISO 8601).' })

/** The JSON bodies a callback POSTs, one per outcome. */
export const CallbackPayloadModel = {
  completed: t.Object(
    {
      type: t.Literal('discussion.completed'),
      timestamp,
      data: t.Object({
        discussion_id,
        recipe_id: t.String({ description: 'The published recipe: GET /api/recipes/{recipe_id}.' }),
      }),
    },
    { description: 'The discussion published its recipe.' },
  ),
  failed: t.Object(
    {
      type: t.Literal('discussion.failed'),
      timestamp,
      data: t.Object({
        discussion_id,
        code: t.String({
          description:
            'The `error` event’s code: provider_unavailable, constraint_violated, constraint_unclear, unsafe_request, harmful_request, interrupted, database_unavailable, storage_full or internal.',
          examples: ['constraint_violated'],
        }),
        message: t.String(),
      }),
    },
    { description: 'The discussion ended without a recipe (its stream’s `error`), or was interrupted.' },
  ),
}

/** The callback of a due host turn (`host_turns: "self"`). */
const awaitingHost = t.Object(
  {
    type: t.Literal('discussion.awaiting_host'),
    timestamp: t.String({ format: 'date-time', description: 'When the turn became due (ISO 8601).' }),
    data: t.Object({
      discussion_id: t.String({ description: 'The discussion whose host turn is due.' }),
      round: Type.Integer({ minimum: 1, maximum: 3 }),
      deadline: t.String({
        format: 'date-time',
        description:
          'Answer with `POST /api/discussions/{discussion_id}/turns` before this; after it the model speaks for you.',
      }),
    }),
  },
  { description: 'A discussion you host with `host_turns: "self"` waits for your turn.' },
)

/** The callback of a published remix, to the parent's author. */
const recipeRemixed = t.Object(
  {
    type: t.Literal('recipe.remixed'),
    timestamp: t.String({ format: 'date-time', description: 'When the remix was published (ISO 8601).' }),
    data: t.Object({
      recipe_id: t.String({ description: 'The remix: GET /api/recipes/{recipe_id}.' }),
      parent_recipe_id: t.String({ description: 'Your recipe it was remixed from.' }),
    }),
  },
  { description: 'A remix of one of your recipes was published.' },
)

/** The names the payloads and the secret get under components/schemas. */
export const CALLBACK_SCHEMAS = {
  DiscussionAwaitingHostCallback: awaitingHost,
  RecipeRemixedCallback: recipeRemixed,
  WebhookSecret: CallbackModel.secret,
  CallbackState: CallbackModel.state,
  DiscussionCompletedCallback: CallbackPayloadModel.completed,
  DiscussionFailedCallback: CallbackPayloadModel.failed,
}

const SIGNATURE_HEADERS = {
  'webhook-id': {
    description: 'The delivery’s id: the same on every retry of one callback, so a receiver can drop a repeat.',
    required: true,
    schema: { type: 'string', examples: ['msg_0196f4c1-7a2b-7c3d-8e4f-5a6b7c8d9e0f'] },
  },
  'webhook-timestamp': {
    description: 'Unix seconds of this attempt. Refuse one far (5 minutes) from your clock.',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'webhook-signature': {
    description:
      '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of your secret after `whsec_`.',
    required: true,
    schema: { type: 'string', pattern: '^v1,' },
  },
}

const webhook = (
  summary: string,
  schema: string,
  when = 'when the discussion ends',
  where = 'the `callback_url` given at its creation',
) => ({
  post: {
    summary,
    description: `Sent ${when} to ${where}, signed as Standard Webhooks do. Answer 2xx within 10 seconds; anything else (a redirect included: none is followed) or no answer is retried with the same \`webhook-id\` about 5 s, 1 min, 10 min, 1 h and 6 h after each failure, then every 6 h until 24 hours after it was first sent, when it is given up.`,
    parameters: Object.entries(SIGNATURE_HEADERS).map(([name, header]) => ({ name, in: 'header', ...header })),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    },
    responses: {
      '2XX': { description: 'Received; no retry follows.' },
      default: { description: 'Anything else is retried.' },
    },
    // Sent by the service, authenticated by the signature headers rather than a security scheme.
    security: [],
  },
})

/** The document's top-level `webhooks` (OpenAPI 3.1): what the service sends to a callback URL. */
export const CALLBACK_WEBHOOKS = {
  discussionCompleted: webhook('A discussion you host published its recipe', 'DiscussionCompletedCallback'),
  discussionFailed: webhook('A discussion you host ended without a recipe', 'DiscussionFailedCallback'),
  discussionAwaitingHost: webhook(
    'A discussion you host waits for your turn',
    'DiscussionAwaitingHostCallback',
    'when a host turn of a discussion started with `host_turns: "self"` is due (once per round)',
  ),
  recipeRemixed: webhook(
    'A remix of one of your recipes was published',
    'RecipeRemixedCallback',
    'when a discussion started from one of your recipes (`from_recipe_id`) publishes its remix, while your recipe is still published',
    'the `remix_callback_url` you set with `PATCH /api/agents/me` (signed with your own webhook secret)',
  ),
}

import { t } from 'elysia'
import { responseInteger } from '../http/openapi-common'
import { RecipeModel } from '../recipes/model'
import { DiscussionModel } from './model'

/**
 * The `data:` of each event of a discussion's stream, as named schemas for the OpenAPI document
 * (src/http/docs.ts), so generated clients get a type per event. OpenAPI 3.1 has no way to type the
 * items of a `text/event-stream`; the document names them under `x-itemSchema` in the shape
 * OpenAPI 3.2's `itemSchema` gives them (src/http/api-document.ts).
 */

const discussion_id = t.String({ description: 'The discussion this event belongs to.' })
const agent = DiscussionModel.state.properties.participants.items

const PHASES = [
  'started',
  'round_started',
  'synthesizing',
  'revising',
  'recipe_saved',
  'image_generating',
  'image_ready',
  'image_deferred',
  'completed',
  'awaiting_host',
  'brief_updated',
] as const

export const DiscussionEventModel = {
  status: t.Object(
    {
      discussion_id,
      phase: t.UnionEnum(PHASES, { description: 'Where the discussion is; the order is in the stream’s description.' }),
      round: t.Optional(responseInteger({ minimum: 1, maximum: 3 })),
      deadline: t.Optional(
        t.String({
          format: 'date-time',
          description:
            'With `awaiting_host` (`host_turns: "self"`): the host speaks with `POST /api/discussions/{id}/turns` before this time (ISO 8601), or the model speaks for it.',
        }),
      ),
      participants: t.Optional(
        t.Array(agent, { description: 'With `started`: host first, then the four specialists.' }),
      ),
      brief: t.Optional(DiscussionModel.state.properties.brief),
      recipe_id: t.Optional(t.String({ description: 'With `recipe_saved`.' })),
      violations: t.Optional(
        t.Array(t.Object({ exclusion: t.String(), ingredient: t.String(), field: t.String(), line: t.String() }), {
          description: 'With `revising`.',
        }),
      ),
      message: t.Optional(t.String({ description: 'With `image_deferred`: why the picture failed.' })),
    },
    { description: 'The `data` of a `status` event.' },
  ),
  message: t.Object(
    {
      discussion_id,
      message_id: t.String(),
      round: responseInteger({ minimum: 1, maximum: 3 }),
      agent,
      delta: t.String({ description: 'The next piece of text; deltas of one message_id concatenate.' }),
      done: t.Boolean(),
      text: t.Optional(t.String({ description: 'With `done: true`: the whole message.' })),
      stand_in: t.Optional(
        t.Boolean({
          description:
            'Host messages of a `host_turns: "self"` discussion only: false for the host agent’s own words, true when the model spoke for it because its deadline passed.',
        }),
      ),
    },
    { description: 'The `data` of a `message` event.' },
  ),
  done: t.Object(
    { discussion_id, recipe_id: t.String(), recipe: RecipeModel.record },
    { description: 'The `data` of the `done` event; the stream ends after it.' },
  ),
  error: t.Object(
    {
      discussion_id,
      code: t.String({ examples: ['constraint_violated'] }),
      message: t.String(),
      ingredients: t.Optional(t.Array(t.String(), { description: 'With `constraint_violated`.' })),
    },
    { description: 'The `data` of an `error` event; the stream ends after it and nothing is published.' },
  ),
}

/** The schema names of the event payloads, by event name. */
export const EVENT_SCHEMA_NAMES = {
  status: 'DiscussionStatusEvent',
  message: 'DiscussionMessageEvent',
  done: 'DiscussionDoneEvent',
  error: 'DiscussionErrorEvent',
} as const

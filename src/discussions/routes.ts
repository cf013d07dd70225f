import { Elysia } from 'elysia'
import type { ApiKeyAuth } from '../agents/auth'
import { IDEMPOTENCY_NOTE, type IdempotentRoute, jsonAnswer } from '../idempotency/plugin'
import { authedJsonErrors, ProblemSchema, problemResponses, requiresKey } from '../http/openapi-common'
import { sseResponse } from '../http/sse'
import { withHeaders } from '@elysiajs/openapi'
import { freshJson, notModified, validatorHeaders } from '../cache/http'
import { pageOf, PAGING } from '../http/paging'
import { DiscussionListModel } from './list'
import { DiscussionModel, EVENT_STREAM_DESCRIPTION } from './model'
import type { DiscussionService } from './service'

const eventStream = {
  'text/event-stream': { schema: { type: 'string' as const, description: EVENT_STREAM_DESCRIPTION } },
}

/** Last-Event-ID resumes after that event; anything else starts from the beginning. */
const resumeAfter = (header: string | undefined) => (header && /^\d+$/.test(header) ? Number(header) : 0)

export const discussionRoutes = (discussionService: DiscussionService, auth: ApiKeyAuth, keepAliveMs: number) => {
  const stream = async (id: string, afterId: number, headers: Record<string, string> = {}) => {
    const disconnected = new AbortController()
    // follow() answers 404 for an unknown id here, before any stream starts.
    const events = await discussionService.follow(id, afterId, disconnected.signal)
    return sseResponse(events, { keepAliveMs, disconnected, headers })
  }

  /** A replay of the create is the first discussion's stream from its start: a retry never starts a second one. */
  const replayFromStart: IdempotentRoute = {
    replay: ({ headers }) => {
      const id = headers['x-discussion-id']!
      return stream(id, 0, { 'x-discussion-id': id })
    },
  }

  return new Elysia({ prefix: '/api/discussions', tags: ['Discussions'] })
    .use(auth)
    .post(
      '/create',
      async ({ agent, body, keepAnswer }) => {
        const id = await discussionService.start(agent, body, (id) =>
          keepAnswer(jsonAnswer(200, undefined, { 'x-discussion-id': id })),
        )
        return stream(id, 0, { 'x-discussion-id': id })
      },
      {
        auth: 'discussion',
        idempotent: replayFromStart,
        body: DiscussionModel.input,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        // No `response` schema: the plugin would then drop detail.responses and call the stream JSON.
        detail: {
          'x-idempotent': true,
          operationId: 'createDiscussion',
          summary: 'Start a discussion and watch it',
          description: `Five agents (you as host, plus a head chef, a nutritionist, a food-culture expert and a home cook) debate the theme over three rounds, then you synthesise a bilingual recipe, which gets a picture and is published. Errors found before the stream starts (401, 415, 422, 429) are ordinary problem responses. A theme the reader is sure asks for something other than food (a question or a task in another domain that names no food, dish, cooking or eating word, such as "how do I fix a slipping bike chain"), or that makes something not eaten (a bath bomb, soap, polymer clay), is refused with \`422\` \`theme_not_food\` and nothing is started (its \`detail\` says why: what the theme asks, quoted, or the thing it makes that is not eaten); a mood or an occasion with no dish ("rainy day, something warm") is cooked. The \`X-Discussion-Id\` header names the discussion.\n\n${IDEMPOTENCY_NOTE} For this route the replay is the first discussion's event stream replayed from its start (as \`GET /api/discussions/{id}/events\` gives it, with the same \`X-Discussion-Id\` and \`Idempotent-Replayed: true\`), live if it still runs: a retry never starts a second discussion.\n\n${EVENT_STREAM_DESCRIPTION}`,
          security: requiresKey,
          responses: {
            200: { description: 'The live event stream.', content: eventStream },
            ...problemResponses(400, 401, 409, 413, 415, 422, 429),
          },
        },
      },
    )
    .get(
      '',
      async ({ query, request }) => {
        const { page, cursor, per_page: perPage = PAGING.perPage, status } = query
        return freshJson(request, await discussionService.list({ page, cursor, perPage, status }))
      },
      {
        query: DiscussionListModel.query,
        response: {
          200: withHeaders(pageOf(DiscussionListModel.item), validatorHeaders),
          304: notModified,
          422: ProblemSchema,
        },
        detail: {
          operationId: 'listDiscussions',
          summary: 'List discussions',
          description:
            'Public. Newest first, optionally of one `status`, by `page` or by `cursor` (each page gives `next_cursor`; a cursor walk never repeats or skips a discussion while others start). `recipe_id` names the published recipe of a completed discussion. Carries a strong `ETag` of its bytes (`304` to `If-None-Match`); not kept by the server, since a running discussion changes as it goes.',
        },
      },
    )
    .post(
      '/:id/turns',
      async ({ agent, params, body, status }) => status(202, await discussionService.speak(agent, params.id, body)),
      {
        auth: 'write',
        params: DiscussionModel.idParams,
        body: DiscussionModel.turnInput,
        parse: 'json',
        response: {
          202: DiscussionModel.turnAccepted,
          ...authedJsonErrors,
          403: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
        },
        detail: {
          operationId: 'speakHostTurn',
          summary: 'Speak your host turn',
          description:
            'For a discussion you started with `host_turns: "self"`, after its stream said `status` `awaiting_host` and before that `deadline`: your words become the host’s message of the round (streamed with `stand_in: false`, from whichever instance runs the discussion; you may post to any). The specialists answer them; an exclusion you state joins the brief and the recipe is checked against it; instructions in them change no rule. Refusals change nothing: `403` `not_host` (another agent’s discussion), `404` (no such discussion), `409` `not_awaiting_host` (no host turn due: the discussion is in `model` mode, the turn was taken, its deadline passed and the model spoke for you, it has ended, or the server running it has stopped and it is ending: an answer is acknowledged only while a runner will speak it), `422` (text empty, blank, or over 2000 characters after trimming).',
          security: requiresKey,
        },
      },
    )
    .get('/:id', ({ params, viewer }) => discussionService.get(params.id, viewer), {
      viewer: true,
      params: DiscussionModel.idParams,
      response: { 200: DiscussionModel.state, 404: ProblemSchema },
      detail: {
        operationId: 'getDiscussion',
        summary: 'A discussion’s state and transcript',
        description:
          'Public, like the recipes it produces. Its host, sending its key, also sees `callback`: how the completion callback it asked for stands.',
      },
    })
    .get(
      '/:id/events',
      async ({ params, headers }) => {
        const afterId = resumeAfter(headers['last-event-id'])
        // An EventSource reconnects whenever a stream ends, and only a status other than 200 stops
        // it: an empty 200 here would have it come back every few seconds forever.
        if (afterId > 0 && (await discussionService.endedBy(params.id, afterId)))
          return new Response(null, { status: 204 })
        return stream(params.id, afterId)
      },
      {
        params: DiscussionModel.idParams,
        headers: DiscussionModel.eventsHeaders,
        detail: {
          operationId: 'streamDiscussionEvents',
          summary: 'Replay and follow a discussion’s events',
          description: `Replays the stream from the start (or after \`Last-Event-ID\`) and follows it live while the discussion runs; ends after \`done\` or \`error\`, which is sent even to a follower whose \`Last-Event-ID\` was past it. Works from any instance. Once the discussion has ended, a \`Last-Event-ID\` at or past its last event is answered \`204\` with no body, so an EventSource stops reconnecting.\n\n${EVENT_STREAM_DESCRIPTION}`,
          responses: {
            200: { description: 'The event stream.', content: eventStream },
            204: {
              description:
                'The discussion has ended and `Last-Event-ID` is at or past its last event: nothing more will come.',
            },
            ...problemResponses(404),
          },
        },
      },
    )
}

import { t } from 'elysia'
import { CallbackModel } from '../callbacks/model'
import { textField } from '../http/openapi-common'

const agent = t.Object({
  id: t.String(),
  role: t.UnionEnum(['host', 'chef', 'nutritionist', 'culture', 'home_cook']),
  name: t.String(),
})

/** The theme as read before round 1; the same object `status started` carries. */
const brief = t.Object(
  {
    dish: t.Nullable(
      t.String({
        description:
          'The dish the theme names; when it names none, the dish the host chose (then `interpreted` is true).',
      }),
    ),
    key_ingredients: t.Array(t.String(), { description: 'Ingredients the theme asks for.' }),
    exclusions: t.Array(
      t.Object({
        kind: t.UnionEnum(['diet', 'allergy', 'ingredient', 'dislike']),
        name: t.String({ description: 'As the theme put it, e.g. "vegan", "peanut allergy", "no cilantro".' }),
        excludes: t.Array(t.String(), { description: 'What must not be in the recipe because of it.' }),
      }),
      {
        description:
          'Hard rules: a recipe that breaks one is never published. A hosted model gets one revision; if it still breaks one, the service’s own cookbook writes the recipe for the same brief (the host says so in a last message), and if that breaks one too the stream ends with `error` `constraint_violated`.',
      },
    ),
    limits: t.Object({
      minutes: t.Optional(t.Integer()),
      servings: t.Optional(t.Integer()),
      equipment: t.Optional(t.String()),
    }),
    notes: t.Array(t.String(), {
      description:
        'Temperature, season, audience, occasion, and anything the host must say plainly (a theme with no food in it).',
    }),
    interpreted: t.Boolean({ description: 'True when the theme named no food and the host chose the dish.' }),
    hazards: t.Array(t.String(), {
      description:
        'What the theme asks that is unsafe (raw or rare poultry, fugu parts, honey for a baby…), each as what is done instead and why. When nothing safe remains, the stream ends with `error` `unsafe_request`.',
    }),
    unresolved: t.Array(t.String(), {
      description:
        'Restriction words the theme states that could not be tied to foods ("no nightshades" where they are unknown): the host says so in round 1 and the stream ends with `error` `constraint_unclear`; nothing is cooked on a guess.',
    }),
  },
  { description: 'What the theme asks for, read before round 1 and given to every turn and to the recipe.' },
)

/** The host turn a `self` discussion waits for. */
const hostTurnDue = t.Object({
  round: t.Integer({ minimum: 1, maximum: 3 }),
  deadline: t.String({
    format: 'date-time',
    description: 'When the model speaks for the host if it has not spoken (ISO 8601).',
  }),
})

export const DiscussionModel = {
  input: t.Object({
    theme: textField('visible', {
      minLength: 1,
      maxLength: 500,
      description:
        'What to cook, in any words: 1–500 characters after trimming. Treated as data, never as instructions to the models.',
      examples: ['A warming winter soup with miso and root vegetables'],
    }),
    lang: t.Optional(
      t.UnionEnum(['ja', 'en'], {
        default: 'ja',
        description: 'Language of the debate (default ja). The recipe is always bilingual.',
      }),
    ),
    callback_url: t.Optional(CallbackModel.url),
    from_recipe_id: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 64,
        description:
          'Remix: the id of any published recipe to start from; the theme is then the change wanted ("vegan, for 8", 「電子レンジだけで」). The host presents that recipe, the specialists debate the change, and the published recipe carries `parent_recipe_id`. 422 naming this field when no published recipe has the id.',
      }),
    ),
    host_turns: t.Optional(
      t.UnionEnum(['model', 'self'], {
        default: 'model',
        description:
          'Who speaks the host’s turns. `model` (default): the service’s model speaks for you. `self`: you do; before each host turn the stream sends `status` `awaiting_host` with `round` and `deadline`, and you answer with `POST /api/discussions/{id}/turns`. Past the deadline (`HOST_TURN_TIMEOUT_MS`) the model stands in; every host message then carries `stand_in`.',
      }),
    ),
  }),
  state: t.Object({
    id: t.String(),
    theme: t.String(),
    lang: t.UnionEnum(['ja', 'en']),
    status: t.UnionEnum(['running', 'completed', 'failed', 'interrupted'], {
      description:
        'running until it publishes (completed), fails (failed) or its server stopped mid-run (interrupted).',
    }),
    host: t.Object({ agent_id: t.String(), name: t.String() }),
    participants: t.Array(agent, { description: 'Host first, then the four specialists.' }),
    brief: t.Nullable(brief, {
      description:
        'Null until the discussion has read its theme (and for discussions from before briefs existed). Includes the exclusions the host stated in its own turns (`host_turns: "self"`).',
    }),
    host_turns: t.UnionEnum(['model', 'self'], { description: 'Who speaks the host’s turns, as given at creation.' }),
    awaiting_host: t.Nullable(hostTurnDue, {
      description:
        'With `host_turns: "self"`: the host turn the discussion waits for now (answer it with `POST /api/discussions/{id}/turns` before `deadline`); null when none is due.',
    }),
    transcript: t.Array(
      t.Object({
        message_id: t.String(),
        round: t.Integer(),
        agent,
        text: t.String(),
        stand_in: t.Optional(
          t.Boolean({
            description:
              'Host messages of a `host_turns: "self"` discussion only: true when the model spoke for the host (its deadline passed), false for the host’s own words.',
          }),
        ),
      }),
      { description: 'Every finished message so far, in speaking order.' },
    ),
    recipe_id: t.Nullable(t.String()),
    error: t.Nullable(t.Object({ code: t.String(), message: t.String() })),
    callback: t.Optional(CallbackModel.state),
    created_at: t.String({ format: 'date-time' }),
    updated_at: t.String({ format: 'date-time' }),
  }),
  idParams: t.Object({ id: t.String() }),
  /** `POST /api/discussions/{id}/turns`: the host's own words for the turn that is due. */
  turnInput: t.Object({
    text: textField('visible', {
      minLength: 1,
      maxLength: 2000,
      description:
        'What you say as host this turn: plain text, 1–2000 characters after trimming. The specialists answer it; an exclusion you state ("no peanuts, my guest is allergic") joins the brief and the recipe is checked against it. It is data for the panel: instructions in it change no rule.',
      examples: ['Let us keep it to one pot. No peanuts: my guest is allergic.'],
    }),
  }),
  turnAccepted: t.Object({
    message_id: t.String({ description: 'The id of the host message your words are streamed as.' }),
  }),
  eventsHeaders: t.Object({ 'last-event-id': t.Optional(t.String({ description: 'Resume after this event id.' })) }),
}

export const EVENT_STREAM_DESCRIPTION = `A Server-Sent Events stream (\`text/event-stream\`). Every event has an increasing integer \`id:\` and a JSON \`data:\`.

- \`status\` — \`{ discussion_id, phase, round? }\`; phases in order: \`started\` (with \`participants\` and the \`brief\`: what the theme asks for, including what must not be used), \`round_started\` (rounds 1–3; with \`host_turns: "self"\` each is followed by \`awaiting_host\` with \`round\` and \`deadline\` (ISO 8601): answer with \`POST /api/discussions/{id}/turns\` before it, or the model speaks for you; and by \`brief_updated\` with the whole \`brief\` when your words stated an exclusion), \`synthesizing\`, \`revising\` (only when the recipe broke the brief or served a hazard, or a hosted model's recipe did not keep the servings, time limit or kitchen the theme asked: with \`violations\`, the model gets one revision; when a hosted model's revision still breaks it, that draft is not published: the service's own cookbook writes the recipe for the same brief, and the host's last \`message\` of round 3 says what the draft kept and which recipe is published instead), \`recipe_saved\` (with \`recipe_id\`), \`image_generating\`, \`image_ready\` (or \`image_deferred\` when the picture failed and is retried in the background), \`completed\`.
- \`message\` — \`{ discussion_id, message_id, round, agent: { id, role, name }, delta, done }\`: text as the model writes it. Deltas of one \`message_id\` concatenate; its last event has \`done: true\` and the full \`text\`. Five messages per round, host first; round 3 ends with one more host message when the service's own recipe replaced a draft that broke the brief twice (see \`revising\`). With \`host_turns: "self"\`, host messages carry \`stand_in\`: \`false\` for your own words (one delta with all of them), \`true\` when the model or the service spoke for you.
- \`done\` — \`{ discussion_id, recipe_id, recipe }\`, then the stream ends.
- \`error\` — \`{ discussion_id, code, message }\` (code \`provider_unavailable\`, \`constraint_violated\` (with \`ingredients\`: the recipe still broke the brief after one revision, and the service's own recipe could not keep it either), \`constraint_unclear\` (the theme states a restriction that could not be tied to foods; the host said which words in round 1), \`harmful_request\` (the theme, or the host agent's own words, are meant to hurt someone: poisoning, drugging, triggering an allergy, a non-food product in food, a weapon; the host said plainly in its first turn that it will not help, and nothing was cooked), \`unsafe_request\` (nothing safe remains of what the theme asks, and the host said why in round 1; or the recipe still served a hazard, such as chicken left pink or honey for a baby, after its one revision), \`interrupted\`, \`database_unavailable\` (the database could not be reached; the log is completed once it is back), \`storage_full\` (the server's disk is full) or \`internal\`), then the stream ends; nothing is published.
- A comment line \`: keep-alive\` every 15 seconds.

Closing the connection does not stop the discussion: replay it from \`GET /api/discussions/{id}/events\`.`

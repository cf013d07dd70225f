import type { Agent } from '../agents/service'
import type { CallbackService } from '../callbacks/service'
import { enginePool } from '../ai/models'
import type { AiModels } from '../ai/turn-context'
import { type Brief, type PublicBrief, publicBrief } from '../ai/food/types'
import { type Participant, type RecipeDraft, specialists } from '../ai/draft'
import { seedOf } from '../ai/offline/random'
import { recipeImage } from '../ai/recipe-image'
import type { Config } from '../config'
import type { Database, Statement } from '../db/client'
import { describeDatabaseError, isDatabaseError, isStorageFull, loggableError } from '../db/errors'
import { isDatabaseUnavailable } from '../db/unavailable'
import { untilStored } from '../db/until-stored'
import { notFound, ProblemError } from '../http/problem'
import type { ImageService } from '../images/service'
import { newId } from '../ids'
import type { RecipeService } from '../recipes/service'
import { joinLines } from '../text/lines'
import { type DiscussionSetup, debate, type HostTurns, type HostVoice } from './debate'
import type { DiscussionLog, EventAppender, EventHub } from './events'
import { textLength } from '../text/length'
import { INTERRUPTED_MESSAGE, type Leases } from './leases'
import { type DiscussionListQuery, listDiscussions } from './list'
import { agentOf, asksForNoFood, ConstraintViolation, errorText, ProviderFailure, RefusedTheme } from './outcomes'
import {
  answerHostTurn,
  claimStandIn,
  completedStatement,
  type DiscussionRow,
  doneMessages,
  closeHostTurnStatement,
  closingEventStatement,
  endedStatement,
  insertDiscussionUnderLimit,
  newestBrief,
  openHostTurn,
  pendingHostTurn,
  readDiscussion,
  readHostTurn,
  removeUnpublishedRecipe,
  setRunningStatus,
} from './queries'

export type DiscussionInput = {
  theme: string
  lang?: 'ja' | 'en'
  host_turns?: HostTurns
  callback_url?: string
  from_recipe_id?: string
}
/**
 * A discussion as it is started: with the lexicon's reading of its theme (`floor`), made once in
 * `start` to refuse a theme that is not food and handed to `readTheme`, which completes the brief.
 */
type DiscussionStart = Omit<DiscussionSetup, 'brief' | 'dishId'> & { floor: Brief; read?: ThemeRead }
type ThemeRead = Awaited<ReturnType<typeof import('./engine').readTheme>>
/** A theme as read at a start: `notFood` says why it is refused as not food, when the reader said so there. */
type Reading = { floor: Brief; read?: ThemeRead; notFood?: string }

/**
 * The engine's side and the theme reader, imported at a discussion's first need where no engine
 * worker reads for this thread: they load the food knowledge (seconds of CPU, hundreds of MB), which
 * a process that only serves reads never needs here, and which would otherwise stand between its
 * start and its first answer.
 */
const engine = () => import('./engine')
const readBrief = async (theme: string, lang: 'ja' | 'en') => (await import('../ai/food/brief')).readBrief(theme, lang)

/** How often a runner waiting for its host's turn reads the turn's row (another instance may have written it). */
const HOST_TURN_POLL_MS = 150
/** The host's own words: 1–2000 characters after trimming. */
export const HOST_TEXT_MAX = 2000

/** Waits `ms`, or less when `signal` aborts (then throws its reason). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', stop, { once: true })
  })
type Status = DiscussionRow['status']

const STORAGE_FULL_MESSAGE = 'The server ran out of storage, so the discussion stopped; nothing was published.'
const DATABASE_DOWN_MESSAGE = 'The database could not be reached, so the discussion stopped; nothing was published.'

export type DiscussionDeps = {
  db: Database
  hub: EventHub
  models: AiModels
  config: Config
  recipeService: RecipeService
  imageService: ImageService
  /** Whether each discussion still runs: its runner renews a lease, any instance sweeps expired ones. */
  leases: Leases
  /** This instance's name, written in the discussions it starts (for the logs). */
  runner: string
  /** Completion callbacks: a callback_url checked at creation, its delivery enqueued in the write that ends the discussion. */
  callbacks: Pick<CallbackService, 'accept' | 'ended' | 'stateOf' | 'awaitingHost' | 'remixed'>
  /** The wall clock (epoch ms) of host-turn deadlines; every instance's must agree, as for leases. */
  now?: () => number
}

/** The reason a run is stopped when another instance has interrupted it (its lease had passed). */
class LeaseLost extends Error {
  constructor() {
    super('Another instance interrupted this discussion: its lease had passed.')
  }
}

/** One theme per language, read ahead of the first discussion. */
const WARM_THEMES = [
  ['晩ごはんに温かいもの', 'ja'],
  ['something warm for dinner', 'en'],
] as const

/**
 * The theme reader and the offline dish chooser build their tables and get compiled on first use:
 * the first discussion of a process paid ~0.5 s of it on the request thread before its first event
 * (issue 35, measured under load). One reading per language when the first service is made, on the
 * offline path whatever the provider (it calls no model), where this thread reads themes itself (no
 * engine worker, or the OpenAI path): the start waits for the reader's modules as it did when they
 * were imported with the service, since loaded while serving they would stall the first requests and
 * a shutdown behind seconds of work. An engine worker's readings are `warmEngine`'s.
 */
let themeReadingWarm: Promise<void> | undefined
function warmThemeReading(models: AiModels, ai: Config['ai']): Promise<void> {
  themeReadingWarm ??= (async () => {
    if (ai.engineThreads && ai.provider === 'offline') return
    const never = new AbortController().signal
    const { readTheme } = await engine()
    for (const [theme, lang] of WARM_THEMES)
      void readTheme(
        { theme, lang, seed: 0, floor: await readBrief(theme, lang) },
        models,
        { ...ai, provider: 'offline' },
        never,
      )
  })()
  return themeReadingWarm
}

/**
 * The engine worker loads the food knowledge (~5 s of CPU, validated as it loads) and reads one theme
 * per language, so the first discussion does not wait for it. Not at the start: the server calls this
 * once nothing has been asked of it for a while (src/workers/idle.ts), since the load's CPU, and its
 * code's compiling on the JIT threads at the requests' priority, took a share of every first read. A
 * discussion started before then has its reading load the knowledge, as this would. Once a process.
 */
let engineWarm = false
export function warmEngine(ai: Config['ai']) {
  if (engineWarm || !ai.engineThreads) return
  engineWarm = true
  for (const [theme, lang] of WARM_THEMES) void readAtStart(ai, theme, lang, 0)
}

/**
 * The theme read at a discussion's start (the lexicon's ~10–20 ms, and on the offline path the
 * dish chooser's ~50–100 ms that `readTheme` would spend in its run): in a worker of the engine
 * pool, ahead of the turns queued there, so the thread serving requests does not stall on it. On
 * this thread without one, or when the worker died under it (its turns fail if the pool cannot serve).
 */
async function readAtStart(ai: Config['ai'], theme: string, lang: 'ja' | 'en', seed: number): Promise<Reading> {
  const pool = ai.engineThreads ? enginePool(ai) : undefined
  const urgent = { urgent: true }
  try {
    if (pool && ai.provider === 'offline') return await pool.run('readTheme', { theme, lang, seed }, urgent)
    if (pool) return { floor: await pool.run('readBrief', { theme, lang }, urgent) }
  } catch {}
  return { floor: await readBrief(theme, lang) }
}

export function createDiscussionService(deps: DiscussionDeps) {
  const { db, hub, models, config, recipeService, imageService, leases, runner, callbacks } = deps
  const warmed = warmThemeReading(models, config.ai)
  const now = deps.now ?? Date.now
  /** This instance's running discussions, each with the switch that interrupts it. */
  const running = new Map<string, { job: Promise<void>; interrupt: AbortController; ending?: boolean }>()

  /** Changes a running discussion's status; one another instance has interrupted keeps its own. */
  const setStatus = (id: string, status: Status, fields: Partial<DiscussionRow> = {}) =>
    setRunningStatus(db, id, status, fields)

  /** The discussion's change to completed, as a statement to commit with its recipe's publication. */
  const completion = completedStatement

  async function saveRecipe(host: Agent, draft: RecipeDraft, discussionId: string, parentRecipeId?: string) {
    return recipeService.saveUnpublished(
      host,
      {
        titleJa: draft.title_ja.trim(),
        titleEn: draft.title_en.trim(),
        category: draft.category,
        ingredientsJa: joinLines(draft.ingredients_ja),
        ingredientsEn: joinLines(draft.ingredients_en),
        stepsJa: joinLines(draft.steps_ja),
        stepsEn: joinLines(draft.steps_en),
        descriptionJa: draft.description_ja.trim(),
        descriptionEn: draft.description_en.trim(),
        servings: draft.servings,
        totalMinutes: draft.total_minutes,
        prepMinutes: draft.prep_minutes,
        cookMinutes: draft.cook_minutes,
        cuisine: draft.cuisine,
        nutrition: draft.nutrition,
        parentRecipeId: parentRecipeId ?? null,
      },
      discussionId,
    )
  }

  /** The picture is part of the discussion, but a failed one never costs the recipe: it is retried later. */
  async function illustrate(recipeId: string, draft: RecipeDraft, emit: EventAppender, discussionId: string) {
    emit('status', { discussion_id: discussionId, phase: 'image_generating' })
    const generate = () => recipeImage(models, draft, config)
    try {
      await imageService.store(recipeId, await generate())
      emit('status', { discussion_id: discussionId, phase: 'image_ready' })
    } catch (error) {
      // A database error's text is SQL with its values: the stream only says the picture waits.
      const message = isDatabaseError(error)
        ? 'The picture could not be stored yet; it will be retried.'
        : errorText(error)
      emit('status', { discussion_id: discussionId, phase: 'image_deferred', message })
      imageService.enqueue(recipeId)
    }
  }

  /**
   * The host's turn of a `host_turns: "self"` discussion: opens the round's row with its deadline,
   * says `awaiting_host`, then reads the row (an answer may be written on any instance) until the
   * host has spoken or the deadline has passed; then the stand-in is claimed by the same
   * conditional update, so exactly one of the two speaks. An interrupted run stops waiting at once.
   */
  const hostVoice =
    (discussionId: string): HostVoice =>
    async (round, emit, signal) => {
      const opened = await openHostTurn(db, discussionId, round, now() + config.hostTurnTimeoutMs)
      const deadline = new Date(opened.deadline).toISOString()
      emit('status', { discussion_id: discussionId, phase: 'awaiting_host', round, deadline })
      // A host that follows no stream (a serverless function) hears of its turn by callback.
      await callbacks.awaitingHost({ discussionId, round, deadline })
      for (;;) {
        signal.throwIfAborted()
        const row = await readHostTurn(db, discussionId, round).catch((error: unknown) => {
          // A remote database that does not answer for a moment: look again at the next poll.
          if (isDatabaseUnavailable(error)) return opened
          throw error
        })
        if (row?.standIn === false && row.text !== null && row.messageId)
          return { own: true, messageId: row.messageId, text: row.text }
        if (row?.standIn === true && row.messageId) return { own: false, messageId: row.messageId }
        const left = opened.deadline - now()
        if (left <= 0) {
          const messageId = newId()
          if (await claimStandIn(db, discussionId, round, messageId)) return { own: false, messageId }
          continue // the host's answer won the race: the next read returns it
        }
        await pause(Math.min(HOST_TURN_POLL_MS, left), signal)
      }
    }

  /** Every step of a discussion, in order: brief → rounds → turns → synthesis → guard → save → image → publish. */
  async function run(host: Agent, start: DiscussionStart, emit: EventAppender, signal: AbortSignal) {
    const { discussionId } = start
    const read = start.read ?? (await (await engine()).readTheme(start, models, config.ai, signal))
    // A remix cooks its parent: the theme is only the change, so the brief names the parent as the dish.
    const brief = start.parent
      ? {
          ...read.brief,
          dish: start.parent[start.lang === 'ja' ? 'title_ja' : 'title_en'],
          interpreted: false,
          notFood: false,
        }
      : read.brief
    const setup: DiscussionSetup = { ...start, ...read, brief }
    emit('status', {
      discussion_id: discussionId,
      phase: 'started',
      participants: setup.participants.map(agentOf),
      brief: publicBrief(setup.brief),
    })
    const { draft } = await debate(
      setup,
      models,
      emit,
      config.ai,
      signal,
      setup.hostTurns === 'self' ? hostVoice(discussionId) : undefined,
    )
    signal.throwIfAborted()
    const recipeId = await saveRecipe(host, draft, discussionId, setup.parent?.id)
    await setStatus(discussionId, 'running', { recipeId })
    emit('status', { discussion_id: discussionId, phase: 'recipe_saved', recipe_id: recipeId })
    await illustrate(recipeId, draft, emit, discussionId)
    signal.throwIfAborted()
    const recipe = await recipeService.publishWith(completion(discussionId), recipeId, draft.category, [
      callbacks.ended({ discussionId, status: 'completed', recipeId }),
      ...(setup.parent ? [callbacks.remixed({ recipeId, parentRecipeId: setup.parent.id })] : []),
    ])
    if (!recipe) throw new LeaseLost()
    emit('status', { discussion_id: discussionId, phase: 'completed' })
    emit('done', { discussion_id: discussionId, recipe_id: recipeId, recipe })
  }

  /**
   * Ends a discussion that cannot finish: its status, the `error` event that ends its log, its
   * unpublished recipe removed and its callback, in one transaction whose status claim decides
   * (a sweep that found the lease passed claims the same way), so the log, the status and the
   * callback name one end. Then the event ends every stream of it here. `stoppedBy` is why its
   * run was aborted, if it was. Resolves when the end is stored or given up (the lease is renewed
   * until then, so no sweep ends it another way meanwhile).
   */
  async function fail(discussionId: string, log: DiscussionLog, error: unknown, stoppedBy: unknown): Promise<void> {
    if (error instanceof LeaseLost || stoppedBy instanceof LeaseLost) {
      // The instance that found the lease expired has written the status and the log's last event;
      // what this runner still holds would only follow that event. Its own followers are told here.
      log.abandon()
      log.append('error', { discussion_id: discussionId, code: 'interrupted', message: INTERRUPTED_MESSAGE })
      return
    }
    const interrupted = stoppedBy !== undefined
    const [status, code, message] = interrupted
      ? (['interrupted', 'interrupted', INTERRUPTED_MESSAGE] as const)
      : error instanceof ProviderFailure
        ? (['failed', 'provider_unavailable', error.message] as const)
        : error instanceof ConstraintViolation
          ? (['failed', 'constraint_violated', error.message] as const)
          : error instanceof RefusedTheme
            ? (['failed', error.code, error.message] as const)
            : isDatabaseUnavailable(error)
              ? (['failed', 'database_unavailable', DATABASE_DOWN_MESSAGE] as const)
              : isStorageFull(error)
                ? (['failed', 'storage_full', STORAGE_FULL_MESSAGE] as const)
                : (['failed', 'internal', 'The discussion failed on our side.'] as const)
    if (code === 'internal')
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'discussion failed',
          discussion_id: discussionId,
          ...loggableError(error),
        }),
      )
    const found = error instanceof ConstraintViolation && !interrupted ? { ingredients: error.ingredients } : {}
    const closing = log.closing('error', { discussion_id: discussionId, code, message, ...found })
    // One transaction: the status, the log's last event, the unpublished recipe gone, and the callback's delivery (if one was asked for).
    const end = () =>
      db.$client.batch(
        [
          endedStatement(discussionId, status, code, message),
          closingEventStatement(discussionId, closing.logged.id, JSON.stringify(closing.logged.data)),
          closeHostTurnStatement(discussionId),
          removeUnpublishedRecipe(discussionId),
          callbacks.ended({ discussionId, status, code, message }),
        ],
        'write',
      )
    let pending: Promise<boolean> | undefined
    await end().catch((failure: unknown) => {
      if (!isDatabaseUnavailable(failure) && !isStorageFull(failure)) throw failure
      pending = untilStored(end, { forMs: leases.leaseMs })
      // A change in place may still fit on a full disk: no other instance takes a host turn meanwhile.
      return db.$client.execute(closeHostTurnStatement(discussionId)).catch(() => {})
    })
    // Every stream on this instance ends now; the stored end waits for the database (or for room on its disk).
    closing.announce()
    await pending
  }

  /**
   * Runs detached from any HTTP request: a client that leaves does not stop it; only shutdown does,
   * or another instance that found its lease expired (the lease is renewed until the run has ended).
   */
  function launch(host: Agent, setup: DiscussionStart) {
    const { discussionId } = setup
    const log = hub.open(discussionId)
    const interrupt = new AbortController()
    const renewal = setInterval(() => {
      leases.renew(discussionId).then(
        (held) => held || interrupt.abort(new LeaseLost()),
        // Unreachable database: the next renewal tries again, well within the lease.
        () => {},
      )
    }, leases.renewEveryMs)
    const entry: { job?: Promise<void>; interrupt: AbortController; ending?: boolean } = { interrupt }
    const job = run(host, setup, log.append, interrupt.signal)
      .catch((error) => {
        entry.ending = true
        return fail(discussionId, log, error, interrupt.signal.aborted ? interrupt.signal.reason : undefined)
      })
      .finally(() => {
        clearInterval(renewal)
        return log.close()
      })
      .catch((error) =>
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'discussion log failed',
            discussion_id: discussionId,
            ...loggableError(error),
          }),
        ),
      )
      .finally(() => running.delete(discussionId))
    running.set(discussionId, Object.assign(entry, { job }))
  }

  /** Resolves when every discussion running here has finished (tests, graceful shutdown). */
  async function settled() {
    while (running.size) await Promise.allSettled([...running.values()].map(({ job }) => job))
  }

  /**
   * Interrupts every discussion whose runner has stopped renewing its lease, on whatever
   * instance it ran: its log ends with `error` `interrupted`, its followers everywhere end, its
   * unpublished recipe goes, and its host may start another. Returns how many.
   */
  async function sweepExpired(): Promise<number> {
    const interrupted = await leases.sweep()
    for (const id of interrupted)
      console.log(JSON.stringify({ level: 'info', msg: 'discussion interrupted: lease expired', discussion_id: id }))
    return interrupted.length
  }

  async function load(id: string): Promise<DiscussionRow> {
    const row = await readDiscussion(db, id)
    if (!row) throw notFound(`Discussion ${id}`)
    return row
  }

  return {
    /** Settles once what this thread needs before serving is loaded (see `warmThemeReading`). */
    warmed,

    /** Newest first, any status or one (GET /api/discussions). */
    list: (query: DiscussionListQuery) => listDiscussions(db, query),

    /** Creates the discussion (at most `discussionsPerAgent` running per host) and starts it; `keep` commits with it, given its id. */
    async start(host: Agent, input: DiscussionInput, keep: (id: string) => Statement[] = () => []): Promise<string> {
      // Refused (422) before anything is written.
      const callbackUrl = callbacks.accept(host, input.callback_url) ?? null
      const parent =
        input.from_recipe_id === undefined ? undefined : await recipeService.remixSource(input.from_recipe_id)
      const id = newId()
      const theme = input.theme.trim()
      const lang = input.lang ?? 'ja'
      const seed = seedOf(theme)
      const { floor, read, notFood } = await readAtStart(config.ai, theme, lang, seed)
      // A remix's theme is only the change to its parent, which is food.
      if (!parent && asksForNoFood(floor))
        throw new ProblemError(
          'theme_not_food',
          notFood ?? (await import('../ai/food/reader/instructions')).notFoodReason(theme, lang),
        )
      const participants: Participant[] = [
        { id: host.id, role: 'host', name: host.name, persona: host.description },
        ...specialists(lang),
      ]
      const hostTurns = input.host_turns ?? 'model'
      // Check and insert in one statement, so concurrent starts cannot overshoot the limit.
      const inserted = await insertDiscussionUnderLimit(
        db,
        {
          id,
          hostId: host.id,
          theme,
          lang,
          participants: JSON.stringify(participants),
          runner,
          leaseUntil: leases.firstExpiry(),
          hostTurns,
          callbackUrl,
        },
        config.limits.discussionsPerAgent,
        keep(id),
      )
      if (!inserted)
        throw new ProblemError(
          'rate_limited',
          `You already have ${config.limits.discussionsPerAgent} discussions running; wait for one to finish.`,
          {
            headers: { 'retry-after': '30' },
          },
        )
      launch(host, { discussionId: id, theme, lang, participants, seed, hostTurns, parent, floor, read })
      return id
    },

    /**
     * The host's own words for the turn that is due (`host_turns: "self"`), from any instance: the
     * runner, wherever it is, reads them from the database and streams them as the host's message.
     * Refusals change nothing: unknown id 404, another agent 403, no turn due 409.
     */
    async speak(agent: Agent, id: string, input: { text: string }): Promise<{ message_id: string }> {
      const row = await load(id)
      if (row.hostId !== agent.id)
        throw new ProblemError('not_host', 'Only the agent that started this discussion speaks its host turns.')
      const text = input.text.trim()
      if (!text || textLength(text) > HOST_TEXT_MAX)
        throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', {
          errors: [
            { field: 'text', message: `must be 1 to ${HOST_TEXT_MAX} characters (Unicode code points) after trimming` },
          ],
        })
      const messageId = newId()
      const at = now()
      // Its runner is gone (ending here, or its lease passed): nothing sent now would be spoken.
      const runnerGone = running.get(id)?.ending === true || row.leaseUntil === null || row.leaseUntil < at
      const round =
        row.status === 'running' && row.hostTurns === 'self' && !runnerGone
          ? await answerHostTurn(db, { discussionId: id, text, messageId, now: at })
          : undefined
      if (round === undefined) {
        const why =
          row.hostTurns !== 'self'
            ? 'This discussion was started with host_turns "model": the model speaks every host turn.'
            : row.status !== 'running'
              ? `This discussion has ended (${row.status}).`
              : runnerGone
                ? 'The server running this discussion has stopped: it is ending, and no host turn will be spoken.'
                : 'No host turn is due: wait for the next status awaiting_host (its deadline may have passed and the model spoken for you).'
        throw new ProblemError('not_awaiting_host', why)
      }
      return { message_id: messageId }
    },

    /** State, participants and the transcript, read from the event log; to its host (`viewer`), also its callback. */
    async get(id: string, viewer?: Agent) {
      const row = await load(id)
      const messages = await doneMessages(db, id)
      // The brief lives where the stream announced it: the `started` status event, or the newest
      // `brief_updated` (an exclusion the host stated in its own words).
      const started = await newestBrief(db, id)
      const participants = row.participants as Participant[]
      const pending = row.hostTurns === 'self' && row.status === 'running' ? await pendingHostTurn(db, id) : undefined
      return {
        id: row.id,
        theme: row.theme,
        lang: row.lang,
        status: row.status,
        host: { agent_id: row.hostId, name: participants[0]!.name },
        participants: participants.map(agentOf),
        // Briefs stored before hazards and unresolved words existed read as having none.
        brief: started?.brief ? ({ hazards: [], unresolved: [], ...JSON.parse(started.brief) } as PublicBrief) : null,
        host_turns: row.hostTurns,
        awaiting_host: pending ? { round: pending.round, deadline: new Date(pending.deadline).toISOString() } : null,
        transcript: messages.map(({ data }) => {
          const { message_id, round, agent, text, stand_in } = JSON.parse(data)
          return { message_id, round, agent, text, ...(typeof stand_in === 'boolean' && { stand_in }) }
        }),
        recipe_id: row.status === 'completed' ? row.recipeId : null,
        error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
        ...(viewer?.id === row.hostId && row.callbackUrl && { callback: await callbacks.stateOf(id) }),
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      }
    },

    /** Replays the log after `afterId` and follows it live until the discussion ends. */
    async follow(id: string, afterId: number, signal?: AbortSignal) {
      await load(id)
      const isFinished = async () => (await load(id)).status !== 'running'
      return hub.follow(id, afterId, isFinished, signal)
    },

    /** Whether the discussion has ended with nothing after `afterId`: a reconnect there is answered 204. */
    endedBy: (id: string, afterId: number) => hub.endedBy(id, afterId),

    sweepExpired,

    /**
     * Sweeps twice a lease period from now on, so a discussion is interrupted within half a lease
     * of its lease passing; returns the switch that stops it (shutdown).
     */
    keepSweeping(): () => void {
      const timer = setInterval(() => {
        sweepExpired().catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'warn', msg: 'lease sweep failed', ...describeDatabaseError(error) })),
        )
      }, leases.leaseMs / 2)
      return () => clearInterval(timer)
    },

    settled,

    /** Shutdown: stops every discussion running here; each ends as `interrupted`, with its `error` event. */
    async interruptRunning() {
      for (const { interrupt } of running.values()) interrupt.abort()
      await settled()
    },
  }
}

export type DiscussionService = ReturnType<typeof createDiscussionService>

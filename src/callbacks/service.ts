import type { Agent } from '../agents/service'
import type { Database, Statement } from '../db/client'
import { describeDatabaseError } from '../db/errors'
import { ProblemError } from '../http/problem'
import { newId } from '../ids'
import {
  AddressNotAllowed,
  CALLBACK_URL_MAX_LENGTH,
  checkCallbackHost,
  hostOf,
  MalformedCallbackUrl,
  parseCallbackUrl,
  type Resolver,
  resolveCallbackHost,
  systemResolver,
} from './address'
import type { CallbackState, DiscussionEnd } from './model'
import {
  type ClaimedDelivery,
  claimDue,
  countPending,
  deliveryOf,
  enqueueDelivery,
  enqueueRemixed,
  END_EVENT,
  recordAttempt,
  releaseClaim,
  runStatement,
  setRemixCallbackUrl,
  setWebhookSecret,
} from './queries'
import { newWebhookSecret, signedHeaders } from './signature'

/**
 * Completion callbacks: a host that cannot hold an event stream open names a URL, and when its
 * discussion ends the service POSTs the outcome there, signed with the host's secret. An author
 * who set `remix_callback_url` hears the same way, signed with its own secret, when a remix of one
 * of its recipes is published (`recipe.remixed`).
 *
 * A delivery is a row of callback_deliveries, written in the same transaction as the discussion's
 * end (`ended`), so a crash after the end loses none. Every instance runs a delivery loop that
 * claims due rows (one conditional UPDATE: no two instances send one attempt), sends each, and
 * records what came of it. The loop never runs on a request's path: a stream and its `done` event
 * are never held by a callback.
 */

export type DeliveryOptions = {
  /** The wait after each failed attempt; the last one repeats until `giveUpAfterMs`. */
  retryDelaysMs: number[]
  /** How long after the end attempts go on; the last is made at this mark, and the delivery then ends `failed`. */
  giveUpAfterMs: number
  /** One attempt, from the DNS lookup to the answer's status, must fit in this. */
  timeoutMs: number
  /** How often the loop looks for due deliveries (it also looks right after a discussion ends here). */
  pollMs: number
  /** Where host names are looked up (tests pass their own). */
  resolve: Resolver
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  retryDelaysMs: [5_000, 60_000, 600_000, 3_600_000, 21_600_000],
  giveUpAfterMs: 86_400_000,
  timeoutMs: 10_000,
  pollMs: 1_000,
  resolve: systemResolver,
}

/** Deliveries one claim takes at once. */
const CLAIM_BATCH = 8
/**
 * Attempts under way at once on one instance. A look claims only what fits, so receivers that hold
 * every request to the time limit slow the others' callbacks at most to this many per 10 s.
 */
const MAX_IN_FLIGHT = 32
/** A claim outlasts its attempt by this much, so a slow record never lets another instance send it again. */
const CLAIM_MARGIN_MS = 30_000
/** At most this much of an answer's body is read (and thrown away); the rest is not. */
const MAX_ANSWER_BYTES = 64 * 1024

export type CallbackDeps = {
  db: Database
  /** CALLBACKS_ALLOW_PRIVATE: any address may be called (a closed network, tests). */
  allowPrivate: boolean
  /** The wall clock (epoch ms) of schedules and claims. */
  now?: () => number
  options?: Partial<DeliveryOptions>
}

/**
 * Why an attempt failed, as the host reads it in `callback.last_error` (docs/api.md): the
 * receiver's status (`http_500`, `http_302`: redirects are not followed), `timeout`, `dns` (the
 * name did not resolve), `refused_address` (it resolved to an address that is not public),
 * `connection` (no connection or TLS), `no_secret` (the host's secret is gone).
 */
export type FailureCode = `http_${number}` | 'timeout' | 'dns' | 'refused_address' | 'connection' | 'no_secret'

/** One attempt's outcome: a 2xx, or why not (`detail` goes to the log only). */
type Outcome = { delivered: true } | { delivered: false; error: FailureCode; detail: string }

/** The callback host's name could not be looked up. */
class LookupFailed extends Error {}

/** Reads at most MAX_ANSWER_BYTES of an answer and drops the rest: a receiver cannot make us buffer a large reply. */
async function drain(response: Response) {
  const reader = response.body?.getReader()
  if (!reader) return
  let read = 0
  try {
    while (read < MAX_ANSWER_BYTES) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The status was all we needed.
  }
}

/**
 * The end of an attempt that threw, as the delivery's last_error and the log say it: by its code
 * only, since a fetch error's message may quote the URL, whose path or query may hold the
 * receiver's own token.
 */
function failureOf(error: unknown, timeoutMs: number): Outcome & { delivered: false } {
  if (error instanceof AddressNotAllowed)
    return { delivered: false, error: 'refused_address', detail: `address not allowed: ${error.message}` }
  const name = (error as { name?: string })?.name
  if (name === 'TimeoutError' || name === 'AbortError')
    return { delivered: false, error: 'timeout', detail: `no answer within ${timeoutMs} ms` }
  const cause = error instanceof LookupFailed ? error.cause : error
  const code = String((cause as { code?: string })?.code ?? (cause as { name?: string })?.name ?? 'unknown error')
  return error instanceof LookupFailed
    ? { delivered: false, error: 'dns', detail: `could not look up the host (${code.slice(0, 80)})` }
    : { delivered: false, error: 'connection', detail: `could not connect (${code.slice(0, 80)})` }
}

/** `promise`, or the signal's reason once it aborts (a DNS lookup cannot itself be cancelled). */
const abortable = <T>(promise: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })

export function createCallbackService({ db, allowPrivate, now = Date.now, options = {} }: CallbackDeps) {
  const settings: DeliveryOptions = { ...DEFAULT_DELIVERY, ...options }
  const { timeoutMs } = settings
  /** Attempts under way here, for shutdown. */
  const inFlight = new Set<Promise<void>>()
  /** Aborted at shutdown: attempts under way give their claims back. */
  const stopping = new AbortController()
  let timer: ReturnType<typeof setInterval> | undefined
  let looking: Promise<void> | undefined
  /** A wake-up came while a look ran: it looks once more before it ends. */
  let lookAgain = false
  const isoAt = (ms: number) => new Date(ms).toISOString()

  /** POSTs the body to the checked address of the URL, the URL's host in Host and TLS's server name. */
  async function send(delivery: ClaimedDelivery, secret: string, signal: AbortSignal): Promise<Outcome> {
    const url = new URL(delivery.url)
    const target = await abortable(resolveCallbackHost(url, settings.resolve, allowPrivate), signal).catch(
      (error: unknown) => {
        const name = (error as { name?: string })?.name
        if (error instanceof AddressNotAllowed || name === 'TimeoutError' || name === 'AbortError') throw error
        throw new LookupFailed('lookup failed', { cause: error })
      },
    )
    const pinned = new URL(url)
    const literal = hostOf(url) === target.address
    if (!literal) pinned.hostname = target.family === 6 ? `[${target.address}]` : target.address
    const response = await fetch(pinned, {
      method: 'POST',
      body: delivery.body,
      headers: {
        host: url.host,
        'content-type': 'application/json',
        'user-agent': 'RecipeAgentService-Callbacks/1',
        ...signedHeaders(secret, delivery.id, Math.floor(now() / 1000), delivery.body),
      },
      redirect: 'manual',
      signal,
      // The certificate is checked against the URL's name, not the address connected to.
      ...(url.protocol === 'https:' && !literal && { tls: { serverName: hostOf(url) } }),
    })
    await drain(response)
    if (response.status >= 200 && response.status < 300) return { delivered: true }
    const error = `http_${response.status}` as const
    if (response.status >= 300 && response.status < 400)
      return { delivered: false, error, detail: `redirect (HTTP ${response.status}) not followed` }
    return { delivered: false, error, detail: `HTTP ${response.status}` }
  }

  /** When a failed delivery is tried next, or undefined when it is given up. */
  function nextAttempt(delivery: ClaimedDelivery, at: number): number | undefined {
    const deadline = Date.parse(delivery.createdAt) + settings.giveUpAfterMs
    if (at >= deadline) return undefined
    const delays = settings.retryDelaysMs
    if (delays.length === 0) return undefined
    const delay = delays[Math.min(delivery.attempts, delays.length - 1)]!
    return Math.min(at + delay, deadline)
  }

  /** One attempt of one claimed delivery, and its record. */
  async function attempt(delivery: ClaimedDelivery) {
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal])
    let outcome: Outcome
    try {
      outcome = delivery.secret
        ? await send(delivery, delivery.secret, signal)
        : { delivered: false, error: 'no_secret', detail: 'the agent it is for has no webhook secret' }
    } catch (error) {
      if (stopping.signal.aborted) {
        await releaseClaim(db, delivery).catch(() => {})
        return
      }
      outcome = failureOf(error, timeoutMs)
    }
    const at = now()
    const next = outcome.delivered ? at : nextAttempt(delivery, at)
    const status = outcome.delivered ? 'delivered' : next === undefined ? 'failed' : 'pending'
    const lastError = outcome.delivered ? null : outcome.error
    await recordAttempt(db, delivery, { status, nextAttemptAt: next ?? at, lastError }, isoAt(at))
    // Never the URL (it may carry the receiver's token), the body or the secret.
    console.log(
      JSON.stringify({
        level: status === 'failed' ? 'warn' : 'info',
        msg: 'callback attempt',
        delivery_id: delivery.id,
        discussion_id: delivery.discussionId,
        attempt: delivery.attempts + 1,
        status,
        ...(!outcome.delivered && { error: outcome.error, detail: outcome.detail }),
      }),
    )
  }

  /** Claims up to `limit` due deliveries and starts their attempts; returns the attempts. */
  async function claimAndSend(limit: number): Promise<Promise<void>[]> {
    const at = now()
    const claimed = await claimDue(db, at, at + timeoutMs + CLAIM_MARGIN_MS, limit, isoAt(at))
    return claimed.map((delivery) => {
      const job = attempt(delivery)
        .catch((error: unknown) =>
          console.error(
            JSON.stringify({
              level: 'error',
              msg: 'callback attempt not recorded',
              delivery_id: delivery.id,
              ...describeDatabaseError(error),
            }),
          ),
        )
        .finally(() => {
          inFlight.delete(job)
          // Room for another: the loop looks again at once rather than at its next tick.
          if (timer) void look()
        })
      inFlight.add(job)
      return job
    })
  }

  /** Claims what is due now and sends it; resolves with how many were claimed, once their attempts are recorded (tests). */
  async function deliverDue(): Promise<number> {
    const attempts = await claimAndSend(CLAIM_BATCH)
    await Promise.all(attempts)
    return attempts.length
  }

  /**
   * Claims what is due while there is room, without waiting for the attempts. One look runs at a
   * time; a call during it (a slot freed, a discussion ended, the timer) makes it look once more
   * before it ends, so no wake-up is lost. `looking` is set before the look's first step runs and
   * cleared by its last, so it is never left holding a finished look.
   */
  function look(): Promise<void> {
    lookAgain = true
    if (looking) return looking
    const run = (async () => {
      await null
      try {
        while (lookAgain && !stopping.signal.aborted) {
          lookAgain = false
          let room = Math.min(CLAIM_BATCH, MAX_IN_FLIGHT - inFlight.size)
          while (room > 0 && !stopping.signal.aborted) {
            if ((await claimAndSend(room)).length < room) break
            room = Math.min(CLAIM_BATCH, MAX_IN_FLIGHT - inFlight.size)
          }
        }
      } catch (error) {
        console.error(
          JSON.stringify({ level: 'warn', msg: 'callback delivery look failed', ...describeDatabaseError(error) }),
        )
      } finally {
        looking = undefined
      }
    })()
    looking = run
    return run
  }

  /**
   * A callback URL as it will be called (normalised), checked in order: its shape (422
   * `validation_failed` naming `field`), the agent's secret to sign with (422 `no_webhook_secret`,
   * after which the agent should `retry`), a public address (422 `callback_url_not_allowed`).
   */
  function checkedUrl(agent: Agent, raw: string, field: string, retry: string): string {
    let url: URL
    try {
      url = parseCallbackUrl(raw)
      if (url.href.length > CALLBACK_URL_MAX_LENGTH)
        throw new MalformedCallbackUrl(`must be at most ${CALLBACK_URL_MAX_LENGTH} characters`)
    } catch (error) {
      if (!(error instanceof MalformedCallbackUrl)) throw error
      throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', {
        errors: [{ field, message: error.message }],
      })
    }
    if (!agent.webhookSecret)
      throw new ProblemError(
        'no_webhook_secret',
        `A callback is signed with your webhook secret, and you have none: create it with POST /api/agents/me/webhook-secret, then ${retry}.`,
      )
    if (!allowPrivate) {
      try {
        checkCallbackHost(url)
      } catch (error) {
        if (!(error instanceof AddressNotAllowed)) throw error
        throw new ProblemError(
          'callback_url_not_allowed',
          `The callback URL is refused: ${error.message}. Callbacks go only to public addresses.`,
        )
      }
    }
    return url.href
  }

  /** A delivery just enqueued is looked for once its transaction has been written (on the embedded driver, before this timer fires). */
  const lookSoon = () => {
    if (timer) setTimeout(() => void look(), 0)
  }

  return {
    /** Creates or replaces the agent's webhook secret; the answer is the only place it is ever shown (`keep`: what commits with it). */
    async replaceSecret(
      agent: Agent,
      keep: (made: { secret: string }) => Statement[] = () => [],
    ): Promise<{ secret: string }> {
      const secret = newWebhookSecret()
      await setWebhookSecret(db, agent.id, secret, keep({ secret }))
      return { secret }
    },

    /**
     * The callback URL a discussion may keep (normalised, as it will be called), or undefined when
     * none was asked for. Throws the problem that refuses it; nothing is written either way.
     */
    accept(host: Agent, raw: string | undefined): string | undefined {
      if (raw === undefined) return undefined
      return checkedUrl(host, raw, 'callback_url', 'start the discussion again')
    },

    /**
     * Sets (or with null clears) the URL the agent's `recipe.remixed` callbacks go to, under the
     * rules of a discussion's `callback_url`; returns what is kept. A refused URL changes nothing.
     */
    async setRemixCallbackUrl(agent: Agent, raw: string | null): Promise<string | null> {
      const url = raw === null ? null : checkedUrl(agent, raw, 'remix_callback_url', 'set the URL again')
      await setRemixCallbackUrl(db, agent.id, url)
      return url
    },

    /** The callback's delivery, as a statement to commit in the transaction that ends the discussion. */
    ended(end: DiscussionEnd): Statement {
      const at = now()
      const timestamp = isoAt(at)
      const payload =
        end.status === 'completed'
          ? {
              type: 'discussion.completed',
              timestamp,
              data: { discussion_id: end.discussionId, recipe_id: end.recipeId },
            }
          : {
              type: 'discussion.failed',
              timestamp,
              data: { discussion_id: end.discussionId, code: end.code, message: end.message },
            }
      lookSoon()
      return enqueueDelivery({
        id: `msg_${newId()}`,
        discussionId: end.discussionId,
        event: END_EVENT,
        whileStatus: end.status,
        body: JSON.stringify(payload),
        at,
        atIso: timestamp,
      })
    },

    /**
     * A remix's `recipe.remixed` callback to its parent's author, as a statement to commit in the
     * transaction that publishes the remix (enqueued only if that author asked for it).
     */
    remixed(remix: { recipeId: string; parentRecipeId: string }): Statement {
      const at = now()
      const timestamp = isoAt(at)
      const payload = {
        type: 'recipe.remixed',
        timestamp,
        data: { recipe_id: remix.recipeId, parent_recipe_id: remix.parentRecipeId },
      }
      lookSoon()
      return enqueueRemixed({
        id: `msg_${newId()}`,
        recipeId: remix.recipeId,
        body: JSON.stringify(payload),
        at,
        atIso: timestamp,
      })
    },

    /**
     * A host turn of a running `host_turns: "self"` discussion is due: its host is told so
     * (`discussion.awaiting_host`), signed and retried like the end, once per round.
     */
    async awaitingHost(turn: { discussionId: string; round: number; deadline: string }) {
      const at = now()
      const timestamp = isoAt(at)
      const payload = {
        type: 'discussion.awaiting_host',
        timestamp,
        data: { discussion_id: turn.discussionId, round: turn.round, deadline: turn.deadline },
      }
      await runStatement(
        db,
        enqueueDelivery({
          id: `msg_${newId()}`,
          discussionId: turn.discussionId,
          event: `awaiting_host:${turn.round}`,
          whileStatus: 'running',
          body: JSON.stringify(payload),
          at,
          atIso: timestamp,
        }),
      )
      if (timer) void look()
    },

    /**
     * What the host sees of the callback its discussion asked for (`pending` while the discussion
     * runs): why the last attempt failed, and when the next is due while one is.
     */
    async stateOf(discussionId: string): Promise<CallbackState> {
      const delivery = await deliveryOf(db, discussionId)
      if (!delivery) return { status: 'pending', attempts: 0 }
      const { status, attempts, lastError, nextAttemptAt } = delivery
      return {
        status,
        attempts,
        ...(lastError !== null && status !== 'delivered' && { last_error: lastError }),
        ...(status === 'pending' && { next_attempt_at: isoAt(nextAttemptAt) }),
      }
    },

    deliverDue,

    /** The queue in numbers: deliveries pending on every instance, attempts under way on this one. */
    async counts() {
      return { pending: await countPending(db), in_flight: inFlight.size }
    },

    /** Starts this instance's delivery loop; returns what stops it (shutdown), which gives back the claims of attempts under way. */
    start(): () => Promise<void> {
      timer ??= setInterval(() => void look(), settings.pollMs)
      void look()
      return async () => {
        clearInterval(timer)
        timer = undefined
        stopping.abort()
        await looking
        await Promise.allSettled([...inFlight])
      }
    },

    /** Resolves when no attempt is under way here (tests). */
    async settled() {
      while (looking || inFlight.size) await Promise.allSettled([looking, ...inFlight])
    },
  }
}

export type CallbackService = ReturnType<typeof createCallbackService>

import type { Database } from '../db/client'
import { describeDatabaseError } from '../db/errors'
import { isDatabaseUnavailable } from '../db/unavailable'
import { eventsAfter, insertEvents, lastEvent } from './queries'

export type EventName = 'status' | 'message' | 'done' | 'error'
export type LoggedEvent = { id: number; event: EventName; data: Record<string, unknown> }

const isTerminal = (event: LoggedEvent) => event.event === 'done' || event.event === 'error'

/**
 * Whether a follower that has seen up to `lastId` has seen `event`. A terminal event is never
 * skipped: a client may send a Last-Event-ID past the end (a stale or made-up one), and its follow
 * must still end when the discussion does, not wait for ids that will never come.
 */
const isSeen = (event: LoggedEvent, lastId: number) => event.id <= lastId && !isTerminal(event)

/** How often a follower on another instance looks for new events in the database. */
const REMOTE_POLL_MS = 200
/**
 * How long a follower elsewhere keeps polling after the status says the discussion ended: the
 * runner marks the row ended before it appends `done`, so the status can reach the database first;
 * only a run that ended with no terminal event at all waits this out.
 */
const FINISHED_GRACE_MS = 2_000
/** Deltas are written in small batches; status and terminal events are written at once. */
const FLUSH_DELAY_MS = 50
/** How often a log the database would not take is offered again (an outage). */
const RETRY_WRITE_MS = 2000

type Listener = (event: LoggedEvent) => void

/**
 * A write that may succeed if sent again: the database is unreachable, busy, full or failing to
 * do I/O. Anything else (a constraint, data it cannot store) is a refusal of the events themselves.
 */
const mayRetry = (error: unknown) =>
  isDatabaseUnavailable(error) || /^SQLITE_(BUSY|LOCKED|FULL|IOERR)/.test(describeDatabaseError(error).code)

/**
 * One running discussion's event log. Every event gets the next integer id, reaches live
 * listeners at once, and is written to the database (the log that replays, transcripts and
 * other instances read). Events stay in memory only until their batch is committed.
 */
class LiveLog {
  private nextId = 1
  /** Appended but not yet committed; kept until the commit so late followers can still see them. */
  private unwritten: LoggedEvent[] = []
  /** The highest id already handed to a write. */
  private queuedId = 0
  private writing: Promise<void> = Promise.resolve()
  private timer: ReturnType<typeof setTimeout> | undefined
  /** The closing event, once announced: written by the transaction that ends the discussion, not here. */
  private closed: LoggedEvent | undefined
  /** Set when another instance has ended the discussion: its stored log is complete without us. */
  private abandoned = false
  readonly listeners = new Set<Listener>()

  constructor(
    private readonly db: Database,
    readonly discussionId: string,
  ) {}

  append(event: EventName, data: Record<string, unknown>): LoggedEvent {
    const logged = { id: this.nextId++, event, data }
    for (const listener of this.listeners) listener(logged)
    if (this.abandoned) return logged
    this.unwritten.push(logged)
    // A failed write surfaces where the engine awaits flush()/close(); here it must not go unhandled.
    if (event === 'message') this.timer ??= setTimeout(() => this.flush().catch(() => {}), FLUSH_DELAY_MS)
    else this.flush().catch(() => {})
    return logged
  }

  /**
   * The log's last event, for the caller to store in the transaction that ends the discussion:
   * whichever end claims the status first (this runner's, or a sweep's `interrupted` once the lease
   * has passed) writes its event with it, so the log, the status and the callback name one end.
   * `announce` tells the followers here, once the end has been tried.
   */
  closing(event: EventName, data: Record<string, unknown>): { logged: LoggedEvent; announce(): void } {
    const logged = { id: this.nextId++, event, data }
    return {
      logged,
      announce: () => {
        this.closed = logged
        for (const listener of this.listeners) listener(logged)
      },
    }
  }

  /**
   * Stops writing: another instance found the discussion's lease expired and ended its stored log
   * with `error`, which nothing may follow. Later events still reach the followers here.
   */
  abandon() {
    this.abandoned = true
    clearTimeout(this.timer)
    this.unwritten = []
  }

  /** Events not yet committed, for a follower that joins between a write and its commit. */
  pending(): LoggedEvent[] {
    return this.closed ? [...this.unwritten, this.closed] : [...this.unwritten]
  }

  /**
   * Commits everything appended so far; resolves when it is on disk. Writes stay in order: each
   * write takes every event still unwritten, so a write that failed (the database was unreachable)
   * is sent again by the next one and no later event is committed before it. Inserting an event
   * already committed is a no-op: a write whose answer was lost can be repeated.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    // Abandoned: nothing is left to write, whatever became of the last write.
    if (this.abandoned) return Promise.resolve()
    if (!this.unwritten.some((e) => e.id > this.queuedId)) return this.writing
    this.queuedId = this.unwritten[this.unwritten.length - 1]!.id
    this.writing = this.writing
      .catch(() => {})
      .then(async () => {
        // A copy: events appended while this write is in flight are the next write's.
        const batch = [...this.unwritten]
        if (batch.length === 0) return
        await this.write(batch)
        this.unwritten = this.unwritten.filter((e) => e.id > batch[batch.length - 1]!.id)
      })
      .catch((error) => {
        this.queuedId = 0
        throw error
      })
    return this.writing
  }

  /**
   * Stores events with their data as JSON. Once another instance has ended the discussion (its
   * runner's lease had passed), whatever this runner still writes is dropped (`insertEvents`).
   */
  private async insert(events: LoggedEvent[]) {
    await insertEvents(
      this.db,
      this.discussionId,
      events.map((e) => ({ seq: e.id, event: e.event, data: JSON.stringify(e.data) })),
    )
  }

  /**
   * Writes a batch, or throws if it may succeed later (it stays unwritten and goes out with the
   * next write). Since every write carries all that is unwritten, a batch the database refuses
   * outright would fail every later write with it and the rest of the log would never be stored:
   * so its events are tried one by one, and those refused are reported and given up.
   */
  private async write(batch: LoggedEvent[]) {
    try {
      await this.insert(batch)
      return
    } catch (error) {
      if (mayRetry(error)) throw error
    }
    for (const event of batch) {
      try {
        await this.insert([event])
      } catch (error) {
        if (mayRetry(error)) throw error
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'discussion event not stored',
            discussion_id: this.discussionId,
            event_id: event.id,
            event: event.event,
            ...describeDatabaseError(error),
          }),
        )
      }
    }
  }

  /** Keeps trying to commit what is left, every `retryMs`, until it is on disk; then calls `done`. */
  flushEventually(retryMs: number, done: () => void) {
    this.flush().then(done, () => setTimeout(() => this.flushEventually(retryMs, done), retryMs).unref())
  }
}

export type EventAppender = (event: EventName, data: Record<string, unknown>) => LoggedEvent

/** The event logs of this instance's running discussions, and the one way to read any discussion's events. */
export function createEventHub(db: Database) {
  const live = new Map<string, LiveLog>()

  async function readStored(discussionId: string, afterId: number): Promise<LoggedEvent[]> {
    const rows = await eventsAfter(db, discussionId, afterId)
    return rows.map((row) => ({ id: row.seq, event: row.event as EventName, data: JSON.parse(row.data) }))
  }

  return {
    open(discussionId: string) {
      const log = new LiveLog(db, discussionId)
      live.set(discussionId, log)
      return {
        append: log.append.bind(log) as EventAppender,
        closing: log.closing.bind(log),
        abandon: () => log.abandon(),
        /**
         * Writes the rest and stops serving followers from memory. While the database is
         * unreachable the log stays here (followers on this instance still get every event) and
         * is written when the database is back; the discussion itself is over either way.
         */
        async close() {
          try {
            await log.flush()
            live.delete(discussionId)
          } catch (error) {
            log.flushEventually(RETRY_WRITE_MS, () => live.delete(discussionId))
            throw error
          }
        },
      }
    },

    readStored,

    /**
     * Whether the stored log is complete (its last event is `done` or `error`, which nothing
     * follows) and holds nothing after `afterId`: a follower there has nothing left to wait for.
     */
    async endedBy(discussionId: string, afterId: number): Promise<boolean> {
      const last = await lastEvent(db, discussionId)
      return !!last && (last.event === 'done' || last.event === 'error') && afterId >= last.seq
    },

    /**
     * Every event after `afterId`, in order, then live ones until the discussion ends: from this
     * instance's memory while it runs here, else by polling the database (it runs elsewhere).
     * `isFinished` tells a remote follower when to stop if no terminal event will ever come.
     */
    async *follow(
      discussionId: string,
      afterId: number,
      isFinished: () => Promise<boolean>,
      signal?: AbortSignal,
    ): AsyncGenerator<LoggedEvent> {
      let lastId = afterId
      const queue: LoggedEvent[] = []
      let wake: (() => void) | undefined
      const log = live.get(discussionId)
      const listener: Listener = (event) => {
        queue.push(event)
        wake?.()
      }
      // One abort listener for the whole follow, not one per wait: a long discussion waits
      // once per event, and listeners added per wait would pile up on the signal until it ends.
      const onAbort = () => wake?.()
      if (log) signal?.addEventListener('abort', onAbort, { once: true })
      // Subscribe and snapshot the unwritten events in one synchronous step, so that no event can
      // fall between what the database returns and what the listener receives.
      log?.listeners.add(listener)
      const pending = log?.pending() ?? []
      try {
        for (const event of [...(await readStored(discussionId, afterId)), ...pending]) {
          if (isSeen(event, lastId)) continue
          lastId = event.id
          yield event
          if (isTerminal(event)) return
        }
        if (log) {
          while (!signal?.aborted) {
            const event = queue.shift()
            if (!event) {
              await new Promise<void>((resolve) => {
                wake = resolve
              })
              wake = undefined
              continue
            }
            if (isSeen(event, lastId)) continue
            lastId = event.id
            yield event
            if (isTerminal(event)) return
          }
          return
        }
        let finishedAt: number | undefined
        while (!signal?.aborted) {
          const finished = await isFinished()
          for (const event of await readStored(discussionId, lastId)) {
            lastId = event.id
            yield event
            if (isTerminal(event)) return
          }
          if (finished) finishedAt ??= Date.now()
          if (finishedAt !== undefined && Date.now() - finishedAt >= FINISHED_GRACE_MS) return
          await Bun.sleep(REMOTE_POLL_MS)
        }
      } finally {
        log?.listeners.delete(listener)
        signal?.removeEventListener('abort', onAbort)
      }
    },
  }
}

export type EventHub = ReturnType<typeof createEventHub>
/** A running discussion's own log, as its runner writes it. */
export type DiscussionLog = ReturnType<EventHub['open']>

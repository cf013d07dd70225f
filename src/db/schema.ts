import { sql } from 'drizzle-orm'
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

// Data: the tables as declarations (drizzle-kit writes the migrations from them), alike column by column.

const timestamps = {
  createdAt: text('created_at').notNull(),
}

export const agents = sqliteTable('agents', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** SHA-256 of the API key: keys carry 256 random bits, so a fast hash is safe and lookups stay O(log n). */
  keyHash: text('key_hash').notNull().unique(),
  keyRotatedAt: text('key_rotated_at'),
  /** The secret that signs this agent's completion callbacks (`whsec_<base64>`); shown once, replaced on request. */
  webhookSecret: text('webhook_secret'),
  /** Where this agent is told that another agent remixed one of its recipes (`recipe.remixed`); null: not told. */
  remixCallbackUrl: text('remix_callback_url'),
  ...timestamps,
})

export const images = sqliteTable('images', {
  id: text('id').primaryKey(),
  mediaType: text('media_type').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  etag: text('etag').notNull(),
  ...timestamps,
})

/**
 * A PNG picture's width and height (a picture in another format has no row), written with the
 * picture: pages size a picture from this small row instead of reading its ~60 KB (issue 35).
 */
export const imageSizes = sqliteTable('image_sizes', {
  imageId: text('image_id')
    .primaryKey()
    .references(() => images.id, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
})

/**
 * A recipe row exists from the moment it is saved; it is listed only once published.
 * `listPosition` / `categoryPosition` number published recipes densely in publication order, so
 * page N of the newest-first list is a range on an index (no OFFSET scan, no COUNT over the table).
 */
export const recipes = sqliteTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    category: text('category', { enum: ['main', 'dessert', 'drink', 'snack'] }).notNull(),
    ingredientsJa: text('ingredients_ja').notNull(),
    ingredientsEn: text('ingredients_en').notNull().default(''),
    stepsJa: text('steps_ja').notNull(),
    stepsEn: text('steps_en').notNull().default(''),
    /** Optional (null when the author gave none); a discussion's recipe always has all four. */
    descriptionJa: text('description_ja'),
    descriptionEn: text('description_en'),
    servings: integer('servings'),
    totalMinutes: integer('total_minutes'),
    /** Hands-on preparation and cooking (on the heat) minutes, within the total: schema.org prepTime and cookTime. */
    prepMinutes: integer('prep_minutes'),
    cookMinutes: integer('cook_minutes'),
    /** What a discussion knows of the dish beyond the API's fields, for the pages' structured data only. */
    cuisine: text('cuisine'),
    nutrition: text('nutrition', { mode: 'json' }).$type<{ protein_g: number; salt_g: number; kcal?: number | null }>(),
    imageId: text('image_id').references(() => images.id),
    /** The recipe this one was remixed from; kept (no foreign key) when the parent is deleted, so the lineage still says so. */
    parentRecipeId: text('parent_recipe_id'),
    /** The line fields the model filled from the other language (JSON array of field names); null: none. */
    machineTranslated: text('machine_translated'),
    /** 1 while one language's ingredients or steps are missing and not yet filled: the translation queue's work list. */
    translationDue: integer('translation_due'),
    source: text('source', { enum: ['discussion', 'direct'] }).notNull(),
    discussionId: text('discussion_id'),
    authorId: text('author_id')
      .notNull()
      .references(() => agents.id),
    /** Kept exact by triggers on reviews (see the triggers migration), atomically with each insert. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    publishedAt: text('published_at'),
    listPosition: integer('list_position'),
    categoryPosition: integer('category_position'),
    ...timestamps,
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('recipes_list_position').on(table.listPosition),
    uniqueIndex('recipes_category_position').on(table.category, table.categoryPosition),
    // An author's list (profile pages, ?author=) newest first, and their count, off one index range.
    index('recipes_author_position').on(table.authorId, table.listPosition),
    // The few published recipes still waiting for their picture, oldest first: what the picture queue
    // takes again at start (src/images/service.ts) without walking every recipe.
    index('recipes_waiting_picture')
      .on(table.listPosition)
      .where(sql`${table.imageId} IS NULL AND ${table.publishedAt} IS NOT NULL`),
    // A recipe's remixes, newest first, off one index range.
    index('recipes_parent_position').on(table.parentRecipeId, table.listPosition),
    // The few recipes whose missing language is still to be filled: what the translation queue takes at start.
    index('recipes_translation_due').on(table.id).where(sql`${table.translationDue} IS NOT NULL`),
    // The recipe an interrupted or failed discussion saved but never published, found to be removed.
    index('recipes_unpublished_discussion').on(table.discussionId).where(sql`${table.publishedAt} IS NULL`),
  ],
)

/**
 * Clustered by recipe: the table is WITHOUT ROWID (see migrations 0003_cluster_reviews and
 * 0017_reviews_keyed_by_author, drizzle cannot say so) with the primary key (recipe_id, author_id),
 * so a recipe's reviews are one contiguous range of the table itself however their writes were
 * interleaved, and the key is the rule "one review per agent per recipe": no second index to keep
 * (it was a third of the pages a review wrote, issue 35). Newest first is that range sorted by id
 * (time-sortable).
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').notNull(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id),
    authorId: text('author_id')
      .notNull()
      .references(() => agents.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.authorId] }), uniqueIndex('reviews_id').on(table.id)],
)

export const discussions = sqliteTable(
  'discussions',
  {
    id: text('id').primaryKey(),
    hostId: text('host_id')
      .notNull()
      .references(() => agents.id),
    theme: text('theme').notNull(),
    lang: text('lang', { enum: ['ja', 'en'] }).notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed', 'interrupted'] }).notNull(),
    participants: text('participants', { mode: 'json' }).notNull(),
    recipeId: text('recipe_id'),
    /** The instance that started the discussion (INSTANCE_ID), for the logs; the lease decides whether it still runs. */
    runner: text('runner').notNull(),
    /**
     * Epoch milliseconds until which the runner holds the discussion; it renews the lease while it
     * runs. Any instance marks a running discussion whose lease has passed (or that has none, from
     * before leases) interrupted: its runner died, wherever it ran (src/discussions/leases.ts).
     */
    leaseUntil: integer('lease_until'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** Who speaks the host's turns: the service's model, or the calling agent itself (`self`). */
    hostTurns: text('host_turns', { enum: ['model', 'self'] })
      .notNull()
      .default('model'),
    /** Where the completion callback goes, if the host asked for one. */
    callbackUrl: text('callback_url'),
    ...timestamps,
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('discussions_host_status').on(table.hostId, table.status),
    index('discussions_status_lease').on(table.status, table.leaseUntil),
  ],
)

/** The column that ties a row of the tables below to its discussion. */
const discussionIdColumn = () =>
  text('discussion_id')
    .notNull()
    .references(() => discussions.id)

/** The discussion's event log: the single source for live streams, replays and transcripts. */
export const discussionEvents = sqliteTable(
  'discussion_events',
  {
    discussionId: discussionIdColumn(),
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    data: text('data').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.discussionId, table.seq] }),
    // The log's last event, if it has ended: what a runner checks before each write (the append in src/discussions/queries.ts, called by src/discussions/events.ts).
    index('discussion_events_ended').on(table.discussionId).where(sql`${table.event} IN ('done', 'error')`),
  ],
)

/**
 * Host turns of `host_turns: "self"` discussions, one row per round: the agent's own words, or the
 * model's stand-in once the deadline passed. The unique (discussion, round) decides atomically,
 * across instances, whether the agent or the stand-in spoke.
 */
export const hostTurns = sqliteTable(
  'host_turns',
  {
    discussionId: discussionIdColumn(),
    round: integer('round').notNull(),
    /** Epoch milliseconds by which the host must speak; set when the turn falls due. */
    deadline: integer('deadline').notNull(),
    messageId: text('message_id'),
    /** The host's own text; null until it speaks, and for a stand-in. */
    text: text('text'),
    /** Null while the turn is due; false when the agent spoke, true when the model stood in. */
    standIn: integer('stand_in', { mode: 'boolean' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.discussionId, table.round] })],
)

/**
 * Completion callbacks waiting to be delivered, delivered or given up. Kept in the database so a
 * restart loses none; the id is the `webhook-id` every retry repeats.
 */
export const callbackDeliveries = sqliteTable(
  'callback_deliveries',
  {
    id: text('id').primaryKey(),
    discussionId: discussionIdColumn(),
    url: text('url').notNull(),
    /** The exact JSON body signed and sent; every retry sends the same bytes. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Epoch milliseconds of the next attempt while pending. */
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** Epoch milliseconds until which one instance holds the delivery while it sends it. */
    claimedUntil: integer('claimed_until'),
    lastError: text('last_error'),
    /** Which of the discussion's callbacks: `end` (completed or failed), `awaiting_host:<round>`, or `remixed`. */
    event: text('event').notNull().default('end'),
    /** Whose webhook secret signs it: the parent's author for `remixed`; null for the discussion's host. */
    agentId: text('agent_id').references(() => agents.id),
    ...timestamps,
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('callback_deliveries_due').on(table.status, table.nextAttemptAt),
    uniqueIndex('callback_deliveries_event').on(table.discussionId, table.event),
  ],
)

/** Fixed-window request counters shared by every instance (see src/limits/rate-limiter.ts). */
export const rateCounters = sqliteTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index('rate_counters_window').on(table.windowStart),
  ],
)

/**
 * Idempotency-Key records (src/idempotency/): the first answer to a creating POST, kept 24 h so a
 * retry with the same key gets it again from any instance. `answer_*` are null while it runs.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** Whose key: `agent:<id>`, or `address:<client address>` for a registration. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Epoch milliseconds of the first request: the record lasts 24 h from then. */
    startedAt: integer('started_at').notNull(),
    answerStatus: integer('answer_status'),
    answerBody: text('answer_body'),
    /** The answer's headers a replay repeats (Location, X-Discussion-Id), as a JSON object. */
    answerHeaders: text('answer_headers'),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_started').on(table.startedAt)],
)

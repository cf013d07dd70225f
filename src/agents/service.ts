import type { Database, Statement } from '../db/client'
import { notFound, ProblemError } from '../http/problem'
import { ratingOf } from '../rating'
import { newId, nowIso } from '../ids'
import type { AgentProfile, AgentWithKey, PublicProfile, Registration } from './model'
import { generateApiKey, hashApiKey } from './keys'
import {
  type Agent,
  authorRecipeIds,
  authorStats,
  countPublishedAuthors,
  findAgentByKeyHash,
  findPublicAgent,
  insertAgent,
  publishedAuthors,
  setAgentKey,
} from './queries'

export type { Agent }

export const toProfile = (agent: Agent): AgentProfile => ({
  agent_id: agent.id,
  name: agent.name,
  description: agent.description,
  created_at: agent.createdAt,
  remix_callback_url: agent.remixCallbackUrl,
})

/** The API's answer to a registration or a key rotation: the one JSON body that carries a key. */
export const toKeyResponse = ({ agent, apiKey }: { agent: Agent; apiKey: string }): AgentWithKey => ({
  agent_id: agent.id,
  name: agent.name,
  api_key: apiKey,
  created_at: agent.createdAt,
})

const unauthorized = (detail: string) =>
  new ProblemError('unauthorized', detail, { headers: { 'www-authenticate': 'ApiKey header="X-API-Key", Bearer' } })

export function createAgentService(db: Database) {
  return {
    /** `keep`: what commits with the new agent, given the answer's content (the answer an Idempotency-Key keeps). */
    async register(input: Registration, keep: (made: { agent: Agent; apiKey: string }) => Statement[] = () => []) {
      const apiKey = generateApiKey()
      const agent: Agent = {
        id: newId(),
        name: input.name.trim(),
        description: (input.description ?? '').trim(),
        keyHash: hashApiKey(apiKey),
        keyRotatedAt: null,
        webhookSecret: null,
        remixCallbackUrl: null,
        createdAt: nowIso(),
      }
      await insertAgent(db, agent, keep({ agent, apiKey }))
      return { agent, apiKey }
    },

    /** Resolves the agent behind a presented key (X-API-Key or Bearer), or throws 401. */
    async authenticate(apiKey: string | undefined): Promise<Agent> {
      if (!apiKey) throw unauthorized('Send your API key in the X-API-Key header (or as Authorization: Bearer <key>).')
      const agent = await findAgentByKeyHash(db, hashApiKey(apiKey))
      if (!agent) throw unauthorized('The API key is unknown or has been rotated.')
      return agent
    },

    /** Anyone may read it: name, description, and counts over the agent's published recipes. */
    async publicProfile(id: string): Promise<PublicProfile> {
      const [agent, stats] = await Promise.all([findPublicAgent(db, id), authorStats(db, id)])
      if (!agent) throw notFound(`Agent ${id}`)
      return {
        agent_id: agent.id,
        name: agent.name,
        description: agent.description,
        created_at: agent.createdAt,
        recipe_count: stats.recipes,
        rating: ratingOf(stats),
      }
    },

    recipeIds: (id: string) => authorRecipeIds(db, id),

    /** How many agents have a published recipe, and a range of their ids (id order): the sitemap's profile pages. */
    countPublishedAuthors: () => countPublishedAuthors(db),
    publishedAuthors: (offset: number, limit: number) => publishedAuthors(db, offset, limit),

    /** Replaces the key in one write, so the old key stops working at once. */
    async rotateKey(agent: Agent) {
      const apiKey = generateApiKey()
      await setAgentKey(db, agent.id, hashApiKey(apiKey), nowIso())
      return { agent, apiKey }
    },
  }
}

export type AgentService = ReturnType<typeof createAgentService>

import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { CallbackModel } from '../callbacks/model'
import { textField } from '../http/openapi-common'
import { ratingSchema } from '../rating'

/** How a recipe or a review names its author. */
export const AuthorSchema = t.Object({ agent_id: t.String(), name: t.String() })

export const AgentModel = {
  registration: t.Object({
    name: textField('visible', {
      minLength: 1,
      maxLength: 64,
      description: 'Display name, 1–64 characters after trimming.',
      examples: ['Sous-chef Bot'],
    }),
    description: t.Optional(
      textField('plain', {
        maxLength: 1000,
        description: 'Up to 1,000 characters. Used as the persona when this agent hosts a discussion.',
        examples: ['A cheerful agent that loves seasonal Japanese home cooking.'],
      }),
    ),
  }),
  /** GET and PATCH /api/agents/me: what an agent sees of itself. */
  profile: t.Object({
    agent_id: t.String(),
    name: t.String(),
    description: t.String(),
    created_at: t.String({ format: 'date-time' }),
    remix_callback_url: t.Nullable(
      t.String({ description: 'Where your `recipe.remixed` callbacks go; null when you asked for none.' }),
    ),
  }),
  /** PATCH /api/agents/me. */
  changes: t.Object({ remix_callback_url: t.Optional(CallbackModel.remixUrl) }),
  /** GET /api/agents/:id: what anyone may see of an agent. */
  publicProfile: t.Object({
    agent_id: t.String(),
    name: t.String(),
    description: t.String(),
    created_at: t.String({ format: 'date-time' }),
    recipe_count: Type.Integer({ description: 'Published recipes by this agent.' }),
    rating: ratingSchema('every review of every recipe this agent published'),
  }),
  idParams: t.Object({ id: t.String({ description: 'Agent id.' }) }),
  withKey: t.Object({
    agent_id: t.String(),
    name: t.String(),
    api_key: t.String({ description: 'Shown once. Store it now: only its hash is kept.', examples: ['rak_3q2v…'] }),
    created_at: t.String({ format: 'date-time' }),
  }),
}

export type Registration = typeof AgentModel.registration.static
export type AgentProfile = typeof AgentModel.profile.static
export type AgentChanges = typeof AgentModel.changes.static
export type AgentWithKey = typeof AgentModel.withKey.static
export type PublicProfile = typeof AgentModel.publicProfile.static

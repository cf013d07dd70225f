import type { ImageModelV4, LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider'
import type { Brief, Lang, Violation } from './food/types'

/** The offline text model's id, here so a model can be named before its module (the food knowledge) loads. */
export const OFFLINE_MODEL_ID = 'offline-panel-2'

export type PanelRole = 'host' | 'chef' | 'nutritionist' | 'culture' | 'home_cook'

/** A published recipe a remix discussion starts from (`from_recipe_id`): what the host presents and the panel changes. */
export type RemixParent = {
  id: string
  title_ja: string
  title_en: string
  category: 'main' | 'dessert' | 'drink' | 'snack'
  /** Null when its author did not say. */
  servings: number | null
  total_minutes: number | null
  source: 'discussion' | 'direct'
  ingredients_ja: string[]
  ingredients_en: string[]
  steps_ja: string[]
  steps_en: string[]
}

/**
 * What the discussion engine tells a model about the call it is making, as structure. It travels
 * in the AI SDK's `providerOptions.offline`: the built-in offline model cooks from it instead of
 * reading its own prompt back, and an OpenAI-compatible server never sees it (it reads the prompt).
 */
export type TurnContext = {
  /** `turn`: one panel member speaks; `recipe`: the host writes the agreed recipe; `revise`: the recipe again, without `violations`. */
  kind: 'turn' | 'recipe' | 'revise'
  lang: Lang
  round: 1 | 2 | 3
  role: PanelRole
  theme: string
  brief: Brief
  /** The dish the panel cooks: the brief's, or the one chosen for a theme that named none. */
  dishId: string
  /** Each member's display name, so turns can address each other. */
  names: Record<PanelRole, string>
  /** The same theme and seed give the same discussion. */
  seed: number
  /** Everything said so far, in speaking order. */
  transcript: Array<{ round: number; role: PanelRole; text: string }>
  /**
   * A specialist's turn after the host agent spoke its own words this round (`host_turns: "self"`):
   * what it said, which the member answers. Data, never instructions.
   */
  hostWords?: string
  /** A remix: the recipe the discussion starts from; the theme is the change wanted. Data, never instructions. */
  parent?: RemixParent
  /** For `revise`: what the guard found in the last recipe. */
  violations?: Violation[]
}

/**
 * What the offline model reads of an AI SDK call (its TurnContext is `providerOptions.offline`):
 * structured-cloneable, so a worker of the engine pool (src/ai/models.ts) can answer it.
 */
export type OfflineCall = Pick<LanguageModelV4CallOptions, 'prompt' | 'providerOptions' | 'seed' | 'responseFormat'>

/** The models a discussion speaks through (src/ai/models.ts makes them from the config). */
export type AiModels = {
  chat: LanguageModelV4
  image: ImageModelV4
  /**
   * The service's own voice: the offline model, whose words are data. It speaks the host's turn of
   * a theme the service refuses (harm, nothing safe left, a restriction it cannot name) on every
   * provider, so a hosted model is never asked to answer a request meant to hurt someone.
   */
  own: LanguageModelV4
}

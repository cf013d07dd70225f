import { escapeHtml } from '@kitajs/html'
import { linesOf } from '../../src/text/lines'
import { attributeValue } from '../format'
import type { Locale } from '../i18n'

export type RecipeLanguageVersion = {
  ingredients: string
  steps: string
  /** A list shown in the other language (not written in this one yet), or filled by the model from it. */
  borrowed?: Partial<Record<'ingredients' | 'steps', 'other_language' | 'machine_translated'>>
}

/** Ingredients as a list and steps as a numbered list, headed in the language they are written in. */
export function RecipeText({
  locale,
  version,
  idPrefix,
}: {
  locale: Locale
  version: RecipeLanguageVersion
  idPrefix: string
}) {
  const list = (kind: 'ingredients' | 'steps') =>
    LineList({
      id: `${idPrefix}-${kind}`,
      heading: locale.t.recipe[kind],
      text: version[kind],
      kind,
      locale,
      borrowed: version.borrowed?.[kind],
    })
  return `<div class="recipe-text" lang="${locale.lang}">${list('ingredients')}${list('steps')}</div>`
}

/** One newline-separated field as a headed list: numbered for steps, plain for ingredients. */
function LineList({
  id,
  heading,
  text,
  kind,
  locale,
  borrowed,
}: {
  id: string
  heading: string
  text: string
  kind: 'ingredients' | 'steps'
  locale: Locale
  borrowed?: 'other_language' | 'machine_translated'
}) {
  // The items as one string, the markup `<li safe>` gave: an element per line cost a first read's
  // page more than the rest of the list (issue 35).
  // The section is a template of the markup its JSX gave (tests/pages/recipe-page-markup.test.tsx).
  let safeItems = ''
  for (const line of linesOf(text)) safeItems += `<li>${escapeHtml(line)}</li>`
  const list = kind === 'steps' ? `<ol class="steps">${safeItems}</ol>` : `<ul class="ingredients">${safeItems}</ul>`
  const note = borrowed === 'machine_translated' ? locale.t.recipe.machineTranslated : locale.t.recipe.notTranslated
  return `<section class="recipe-text__${kind}" aria-labelledby="${attributeValue(id)}"><h2 id="${attributeValue(id)}">${escapeHtml(heading)}</h2>${borrowed ? `<p class="recipe-text__borrowed muted">${escapeHtml(note)}</p>` : ''}${borrowed === 'other_language' ? `<div lang="${locale.lang === 'ja' ? 'en' : 'ja'}">${list}</div>` : list}</section>`
}

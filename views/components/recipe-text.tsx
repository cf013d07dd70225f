import { linesOf } from '../../src/text/lines'
import type { Locale } from '../i18n'

export type RecipeLanguageVersion = { ingredients: string; steps: string }

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
  const { t } = locale
  return (
    <div class="recipe-text" lang={locale.lang}>
      <LineList
        id={`${idPrefix}-ingredients`}
        heading={t.recipe.ingredients}
        text={version.ingredients}
        kind="ingredients"
      />
      <LineList id={`${idPrefix}-steps`} heading={t.recipe.steps} text={version.steps} kind="steps" />
    </div>
  )
}

/** One newline-separated field as a headed list: numbered for steps, plain for ingredients. */
function LineList({
  id,
  heading,
  text,
  kind,
}: {
  id: string
  heading: string
  text: string
  kind: 'ingredients' | 'steps'
}) {
  const items = linesOf(text).map((line) => <li safe>{line}</li>)
  return (
    <section class={`recipe-text__${kind}`} aria-labelledby={id}>
      <h2 id={id} safe>
        {heading}
      </h2>
      {kind === 'steps' ? <ol class="steps">{items}</ol> : <ul class="ingredients">{items}</ul>}
    </section>
  )
}

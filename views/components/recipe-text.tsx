import { linesOf } from '../../src/text/lines'
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
  const { t } = locale
  return (
    <div class="recipe-text" lang={locale.lang}>
      <LineList
        id={`${idPrefix}-ingredients`}
        heading={t.recipe.ingredients}
        text={version.ingredients}
        kind="ingredients"
        locale={locale}
        borrowed={version.borrowed?.ingredients}
      />
      <LineList
        id={`${idPrefix}-steps`}
        heading={t.recipe.steps}
        text={version.steps}
        kind="steps"
        locale={locale}
        borrowed={version.borrowed?.steps}
      />
    </div>
  )
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
  const items = linesOf(text).map((line) => <li safe>{line}</li>)
  const list = kind === 'steps' ? <ol class="steps">{items}</ol> : <ul class="ingredients">{items}</ul>
  return (
    <section class={`recipe-text__${kind}`} aria-labelledby={id}>
      <h2 id={id} safe>
        {heading}
      </h2>
      {borrowed && (
        <p class="recipe-text__borrowed muted" safe>
          {borrowed === 'machine_translated' ? locale.t.recipe.machineTranslated : locale.t.recipe.notTranslated}
        </p>
      )}
      {borrowed === 'other_language' ? <div lang={locale.lang === 'ja' ? 'en' : 'ja'}>{list}</div> : list}
    </section>
  )
}

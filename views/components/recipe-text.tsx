import type { Locale } from '../i18n'
import { byLanguage } from '../markup'
import { template } from '../template'

/** A recipe's ingredients and steps in one language, each field as its non-blank lines. */
export type RecipeLanguageVersion = { ingredients: string[]; steps: string[] }

const lineItem = template({ text: ['line'] }, ({ line }) => <li safe>{line}</li>)

/** Headings and lists in the language the text is written in, fixed for each language. */
const recipeTextIn = byLanguage((locale) =>
  template({ text: ['idPrefix'], markup: ['ingredients', 'steps'] }, ({ idPrefix, ingredients, steps }) => (
    <div class="recipe-text" lang={locale.lang}>
      <LineList id={`${idPrefix}-ingredients`} heading={locale.t.recipe.ingredients} items={ingredients} kind="ingredients" />
      <LineList id={`${idPrefix}-steps`} heading={locale.t.recipe.steps} items={steps} kind="steps" />
    </div>
  )),
)

/** Ingredients as a list and steps as a numbered list, headed in the language they are written in. */
export function RecipeText({ locale, version, idPrefix }: { locale: Locale; version: RecipeLanguageVersion; idPrefix: string }) {
  const itemsOf = (lines: string[]) => lines.map((line) => lineItem({ line })).join('')
  return recipeTextIn[locale.lang]({ idPrefix, ingredients: itemsOf(version.ingredients), steps: itemsOf(version.steps) })
}

/** One field as a headed list: numbered for steps, plain for ingredients. */
function LineList({ id, heading, items, kind }: { id: string; heading: string; items: JSX.Element; kind: 'ingredients' | 'steps' }) {
  return (
    <section class={`recipe-text__${kind}`} aria-labelledby={id}>
      <h2 id={id} safe>
        {heading}
      </h2>
      {kind === 'steps' ? <ol class="steps">{items}</ol> : <ul class="ingredients">{items}</ul>}
    </section>
  )
}

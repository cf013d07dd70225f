import { describe, expect, test } from 'bun:test'
import { assetUrl } from '../../src/pages/assets'
import { authorHref } from '../../views/components/author-link'
import { Layout } from '../../views/components/layout'
import { RecipeText } from '../../views/components/recipe-text'
import { LOCALES } from '../../views/i18n'
import { RecipeHead, recipeJsonLd, safeJsonForScript } from '../../views/structured-data'
import { createTestApp } from '../support/harness'

// Parts of a page written as templates instead of JSX elements (issue 35: a first read's rendering)
// must be the markup JSX rendered, byte for byte, values escaped as @kitajs/html escapes them.
const QUOTED = 'Say "when" <b>&amp;</b> \'now\''

describe('parts of a page written as templates are the markup JSX rendered', async () => {
  test("a page's head: its tags, title, description, links, feed and scripts", () => {
    for (const locale of [LOCALES.en, LOCALES.ja])
      for (const [noindex, feeds] of [
        [false, false],
        [true, true],
      ] as const) {
        const address = { origin: 'https://x.test/"o"', path: '/recipes/a"b', noindex }
        const props = {
          locale,
          title: QUOTED,
          address,
          description: QUOTED,
          feeds,
          scripts: ['/public/js/register.js' as const],
          head: '<meta name="extra"/>',
          children: '<p>body</p>',
        }
        const page = Layout(props) as string
        const absolute = {
          en: address.origin + LOCALES.en.href(address.path),
          ja: address.origin + LOCALES.ja.href(address.path),
        }
        const head = (
          <>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title safe>{`${QUOTED} · ${locale.t.siteName}`}</title>
            <meta name="description" content={QUOTED} />
          </>
        ) as string
        const links = (
          <>
            {noindex && <meta name="robots" content="noindex, follow" />}
            <link rel="canonical" href={absolute[locale.lang]} />
            <link rel="alternate" hreflang="en" href={absolute.en} />
            <link rel="alternate" hreflang="ja" href={absolute.ja} />
            <link rel="alternate" hreflang="x-default" href={absolute.en} />
            {feeds && (
              <link
                rel="alternate"
                type="application/atom+xml"
                title={locale.t.feed.title}
                href={locale.href('/feed.xml')}
              />
            )}
          </>
        ) as string
        expect(page.startsWith(`<html lang="${locale.lang}"><head>${head}`)).toBe(true)
        const script = (<script src={assetUrl('/public/js/register.js')} defer />) as string
        expect(page).toContain(`${links}${script}<meta name="extra"/></head><body>`)
        expect(page).toContain('content="Say &#34;when&#34; <b>&amp;</b> \'now\'"')
      }
  })

  test("a recipe's head: its structured data, Open Graph and Twitter tags, with and without a picture", async () => {
    const t = await createTestApp()
    const chef = await t.register('Template Chef')
    const id = await t.createRecipe(chef.api_key, { title_en: QUOTED, description_en: QUOTED })
    const record = await (await t.request(`/api/recipes/${id}`)).json()
    for (const recipe of [record, { ...record, image_url: null }])
      for (const locale of [LOCALES.en, LOCALES.ja]) {
        const version = { ingredients: recipe.ingredients_en, steps: recipe.steps_en }
        const data = recipeJsonLd(recipe, locale, version, 'https://x.test')
        const description = data.description!
        const image = data.image?.[0]
        const og = locale.lang === 'en' ? ['en_US', 'ja_JP'] : ['ja_JP', 'en_US']
        const rendered = (
          <>
            <script type="application/ld+json">{safeJsonForScript(data)}</script>
            <meta property="og:type" content="article" />
            <meta property="og:site_name" content={locale.t.siteName} />
            <meta property="og:title" content={data.name} />
            <meta property="og:description" content={description} />
            <meta property="og:url" content={data.url} />
            <meta property="og:locale" content={og[0]} />
            <meta property="og:locale:alternate" content={og[1]} />
            {image ? <meta property="og:image" content={image} /> : ''}
            {image ? <meta property="og:image:alt" content={data.name} /> : ''}
            <meta property="article:published_time" content={recipe.created_at} />
            <meta property="article:modified_time" content={recipe.updated_at} />
            <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
            <meta name="twitter:title" content={data.name} />
            <meta name="twitter:description" content={description} />
            {image ? <meta name="twitter:image" content={image} /> : ''}
          </>
        )
        expect(RecipeHead({ recipe, locale, version, origin: 'https://x.test' })).toBe(rendered as string)
        expect(rendered as string).toContain(locale.lang === 'en' ? '&#34;when&#34;' : 'twitter:card')
      }
  })

  test('ingredient and step lines, each escaped', () => {
    const ingredients = [QUOTED, '2 eggs']
    const steps = ['Beat <well>', 'Fry & serve']
    const version = { ingredients: ingredients.join('\n'), steps: steps.join('\n') }
    const markup = RecipeText({ locale: LOCALES.en, version, idPrefix: 'r' }) as string
    expect(markup).toContain(
      (
        <ul class="ingredients">
          {ingredients.map((line) => (
            <li safe>{line}</li>
          ))}
        </ul>
      ) as string,
    )
    expect(markup).toContain(
      (
        <ol class="steps">
          {steps.map((line) => (
            <li safe>{line}</li>
          ))}
        </ol>
      ) as string,
    )
  })

  test("an author's address is the same when it is kept, in each language", () => {
    for (let round = 0; round < 2; round++) {
      expect(authorHref(LOCALES.en, 'a/"1 é')).toBe('/agents/a%2F%221%20%C3%A9')
      expect(authorHref(LOCALES.ja, 'a/"1 é')).toBe('/ja/agents/a%2F%221%20%C3%A9')
    }
  })
})

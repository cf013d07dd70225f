import type { PublicProfile } from '../../src/agents/model'
import type { RecipeSummary } from '../../src/recipes/model'
import type { PictureSize } from '../../src/recipes/queries'
import { authorHref } from '../components/author-link'
import { Layout, type PageAddress } from '../components/layout'
import { Pagination } from '../components/pagination'
import { RecipeGrid } from '../components/recipe-card'
import { RatingSummary } from '../components/stars'
import type { Locale } from '../i18n'
import { CalendarDate } from '../components/calendar-date'

export type AgentRecipes = {
  items: RecipeSummary[]
  page: number
  total_pages: number
  pictures?: ReadonlyMap<string, PictureSize>
}

/** `/agents/:id` and `/ja/agents/:id`: who the agent is, its counts and rating, and its recipes newest first. */
export function AgentProfilePage({
  locale,
  address,
  profile,
  recipes,
}: {
  locale: Locale
  address: PageAddress
  profile: PublicProfile
  recipes: AgentRecipes
}) {
  const { t, lang } = locale
  const href = authorHref(locale, profile.agent_id)
  return (
    <Layout locale={locale} title={t.author.title(profile.name)} address={address}>
      <section class="hero profile">
        <p class="eyebrow" safe>
          {t.author.eyebrow}
        </p>
        <h1 class="profile__name" safe>
          {profile.name}
        </h1>
        {profile.description ? (
          <p class="profile__description" safe>
            {profile.description}
          </p>
        ) : (
          ''
        )}
        <p class="profile__meta">
          <span class="profile__count" safe>
            {t.author.recipes(profile.recipe_count)}
          </span>
          {' · '}
          <span safe>{t.author.since}</span> <CalendarDate iso={profile.created_at} lang={lang} />
        </p>
        <div class="profile__rating">
          <span class="visually-hidden" safe>
            {t.author.rating}
          </span>{' '}
          <RatingSummary rating={profile.rating} t={t} />
        </div>
      </section>
      {recipes.items.length ? (
        <RecipeGrid recipes={recipes.items} locale={locale} pictures={recipes.pictures} />
      ) : (
        <div class="empty-state">
          <p safe>{t.author.none}</p>
        </div>
      )}
      <Pagination
        t={t}
        page={recipes.page}
        totalPages={recipes.total_pages}
        hrefFor={(page) => (page > 1 ? `${href}?page=${page}` : href)}
      />
    </Layout>
  )
}

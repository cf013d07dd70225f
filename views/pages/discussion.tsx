import type { PropsWithChildren } from '@elysiajs/html'
import type { DiscussionService } from '../../src/discussions/service'
import { Layout, type PageAddress } from '../components/layout'
import { fill } from '../format'
import type { Dictionary, Locale } from '../i18n'
import { CalendarDate } from '../components/calendar-date'

export type DiscussionData = Awaited<ReturnType<DiscussionService['get']>>
type Speaker = DiscussionData['participants'][number]
type TranscriptMessage = DiscussionData['transcript'][number]

const roleLabel = (t: Dictionary, role: string) => t.discussion.roles[role] ?? role

/** What the live script needs to write its own updates in the page language. */
const liveLabels = (t: Dictionary) =>
  JSON.stringify({
    round: t.discussion.round,
    roles: t.discussion.roles,
    phases: t.discussion.phases,
    status: t.discussion.status,
    connectionLost: t.discussion.connectionLost,
    brief: t.discussion.brief,
    voice: t.discussion.voice,
  })

/**
 * `/discussions/:id`: the transcript by round. While the discussion runs, public/js/discussion.js
 * follows the event stream and adds messages through the <template>s below, so the markup of a
 * live message is the same as a server-rendered one.
 */
export function DiscussionPage({
  locale,
  address,
  discussion,
}: {
  locale: Locale
  address: PageAddress
  discussion: DiscussionData
}) {
  const { t, lang } = locale
  const running = discussion.status === 'running'
  const rounds = [...new Set(discussion.transcript.map((message) => message.round))]
  const liveNote = running ? t.discussion.live : ''
  return (
    <Layout
      locale={locale}
      title={t.discussion.title(discussion.theme)}
      address={address}
      scripts={running ? ['/public/js/discussion.js'] : []}
    >
      <article
        class="discussion"
        data-status={discussion.status}
        data-events={`/api/discussions/${encodeURIComponent(discussion.id)}/events`}
        data-recipe-href={locale.href('/recipes/')}
        data-labels={liveLabels(t)}
      >
        <header class="discussion__header">
          <p class="discussion__eyebrow">
            <span class="eyebrow" safe>
              {t.discussion.eyebrow}
            </span>
            <span class={`badge badge--${discussion.status}`} data-badge safe>
              {t.discussion.status[discussion.status]}
            </span>
          </p>
          <h1 lang={discussion.lang} safe>
            {discussion.theme}
          </h1>
          <p class="muted">
            <span safe>{t.discussion.host(discussion.host.name)}</span>
            {' · '}
            <span safe>{t.discussion.language[discussion.lang]}</span>
            {' · '}
            <CalendarDate iso={discussion.created_at} lang={lang} />
          </p>
        </header>

        <section class="participants" aria-labelledby="participants-heading">
          <h2 id="participants-heading" class="visually-hidden" safe>
            {t.discussion.participants}
          </h2>
          <ul>
            {discussion.participants.map((speaker) => (
              <li class={`participant role--${speaker.role}`}>
                <Avatar name={speaker.name} />
                <span>
                  <span class="participant__name" safe>
                    {speaker.name}
                  </span>
                  <span class="participant__role" safe>
                    {roleLabel(t, speaker.role)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <Brief t={t} brief={discussion.brief} running={running} />

        <p class="live-status" role="status" data-live-status safe>
          {liveNote}
        </p>
        <Outcome locale={locale} discussion={discussion} />

        <section class="transcript" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading" safe>
            {t.discussion.transcript}
          </h2>
          <div data-rounds lang={discussion.lang}>
            {rounds.map((round) => (
              <Round t={t} round={round}>
                {discussion.transcript
                  .filter((message) => message.round === round)
                  .map((message) => (
                    <Message t={t} message={message} />
                  ))}
              </Round>
            ))}
          </div>
          {running && rounds.length === 0 && (
            <p class="muted" data-waiting safe>
              {t.discussion.empty}
            </p>
          )}
        </section>

        <template data-template="round">
          <Round t={t} round={0} />
        </template>
        <template data-template="message">
          <Message t={t} />
        </template>
        <template data-template="recipe-link">
          <RecipeLink t={t} />
        </template>
        <template data-template="brief-row">
          <BriefRow label="" values={[]} />
        </template>
        <template data-template="failure">
          <Failure t={t} message="" />
        </template>
      </article>
    </Layout>
  )
}

type BriefData = NonNullable<DiscussionData['brief']>

/** The brief as label and values, in the order a cook reads it: what to make, then what never to use. */
function briefRows(t: Dictionary, brief: BriefData): Array<{ label: string; values: string[] }> {
  const labels = t.discussion.brief
  const limits = [
    brief.limits.minutes ? fill(labels.minutes, { minutes: brief.limits.minutes }) : '',
    brief.limits.servings ? fill(labels.servings, { servings: brief.limits.servings }) : '',
    brief.limits.equipment ?? '',
  ].filter(Boolean)
  return [
    { label: brief.interpreted ? labels.chosen : labels.dish, values: brief.dish ? [brief.dish] : [] },
    { label: labels.keyIngredients, values: brief.key_ingredients },
    { label: labels.mustNot, values: brief.exclusions.map((e) => `${e.name}: ${e.excludes.join(', ')}`) },
    { label: labels.limits, values: limits },
    { label: labels.notes, values: brief.notes },
  ].filter((row) => row.values.length)
}

/** What the theme asks for; while it is still being read, an empty list the live script fills from `status started`. */
function Brief({ t, brief, running }: { t: Dictionary; brief: DiscussionData['brief']; running: boolean }) {
  if (!brief && !running) return ''
  return (
    <section class="brief" aria-labelledby="brief-heading">
      <h2 id="brief-heading" safe>
        {t.discussion.brief.heading}
      </h2>
      <dl data-brief>
        {brief ? (
          briefRows(t, brief).map((row) => <BriefRow {...row} />)
        ) : (
          <p class="muted" data-brief-pending safe>
            {t.discussion.brief.pending}
          </p>
        )}
      </dl>
    </section>
  )
}

const BriefRow = ({ label, values }: { label: string; values: string[] }) => (
  <div class="brief__row">
    <dt safe>{label}</dt>
    <dd safe>{values.join(' / ')}</dd>
  </div>
)

function Round({ t, round, children }: PropsWithChildren<{ t: Dictionary; round: number }>) {
  return (
    <section class="round" data-round={String(round)}>
      <h3 class="round__title" safe>
        {fill(t.discussion.round, { round })}
      </h3>
      <ol class="messages">{children}</ol>
    </section>
  )
}

/** A finished message, or (without one) the empty shell the live script fills in. */
function Message({ t, message }: { t: Dictionary; message?: TranscriptMessage }) {
  const agent: Partial<Speaker> = message?.agent ?? {}
  const role = agent.role ? roleLabel(t, agent.role) : ''
  // Host turns of a `host_turns: "self"` discussion: the agent's own words, or the model standing in.
  const standIn = message?.stand_in
  const voice = standIn === undefined ? undefined : standIn ? 'stand-in' : 'own'
  return (
    <li
      class={`message role--${agent.role ?? ''}${voice ? ` message--${voice}` : ''}`}
      data-message-id={message?.message_id}
      data-done={message ? 'true' : undefined}
      data-stand-in={standIn === undefined ? undefined : String(standIn)}
    >
      <Avatar name={agent.name ?? ''} />
      <div class="message__body">
        <p class="message__author">
          <span class="message__name" safe>
            {agent.name ?? ''}
          </span>
          <span class="message__role" safe>
            {role}
          </span>
          <span class="message__voice" data-voice safe>
            {voice === 'own' ? t.discussion.voice.own : voice === 'stand-in' ? t.discussion.voice.standIn : ''}
          </span>
        </p>
        <p class="message__text" safe>
          {message?.text ?? ''}
        </p>
      </div>
    </li>
  )
}

const Avatar = ({ name }: { name: string }) => (
  <span class="avatar" aria-hidden="true" safe>
    {[...name.trim()][0] ?? '?'}
  </span>
)

/** The published recipe, or why there is none; empty while running (the live script fills it). */
function Outcome({ locale, discussion }: { locale: Locale; discussion: DiscussionData }) {
  return (
    <div class="outcome" data-outcome>
      {discussion.recipe_id !== null && (
        <RecipeLink t={locale.t} href={locale.href(`/recipes/${encodeURIComponent(discussion.recipe_id)}`)} />
      )}
      {discussion.error !== null && <Failure t={locale.t} message={discussion.error.message} />}
    </div>
  )
}

const RecipeLink = ({ t, href }: { t: Dictionary; href?: string }) => (
  <a class="button button--primary" href={href} safe>
    {t.discussion.seeRecipe}
  </a>
)

const Failure = ({ t, message }: { t: Dictionary; message: string }) => (
  <div class="notice notice--error" role="alert">
    <p safe>{t.discussion.failed}</p>
    <p class="muted" data-error-message safe>
      {message}
    </p>
  </div>
)

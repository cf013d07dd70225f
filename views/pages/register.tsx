import { AgentModel } from '../../src/agents/model'
import { Layout, type PageAddress } from '../components/layout'
import type { Dictionary, Locale } from '../i18n'

/** The API's own limits, read from its schema so the form never drifts from them. */
export const REGISTRATION_LIMITS = {
  name: AgentModel.registration.properties.name.maxLength!,
  description: AgentModel.registration.properties.description.maxLength!,
}

export type RegisterFormErrorKey = keyof Dictionary['register']['errors']
export type RegisterForm = {
  values: { name: string; description: string }
  errors: { name?: RegisterFormErrorKey; description?: RegisterFormErrorKey; form?: RegisterFormErrorKey }
  /** Echoed in a hidden field; must match the cookie of the same name (double submit). */
  csrfToken: string
}

type PageProps = { locale: Locale; address: PageAddress }

/** `/register`: the form, re-rendered with the visitor's input and a message per broken field. */
export function RegisterPage({ locale, address, form }: PageProps & { form: RegisterForm }) {
  const { t } = locale
  const { values, errors } = form
  const messages = [errors.form, errors.name, errors.description].filter((key) => key !== undefined)
  return (
    <Layout locale={locale} title={t.register.title} address={address} linkStylesheet>
      <section class="panel register">
        <h1 safe>{t.register.title}</h1>
        <p safe>{t.register.intro}</p>
        {messages.length > 0 && (
          <div class="error-summary" role="alert">
            <p safe>{t.register.errorSummary}</p>
            <ul>
              {messages.map((key) => (
                <li safe>{t.register.errors[key]}</li>
              ))}
            </ul>
          </div>
        )}
        <form class="form" method="post" action={locale.href('/register')}>
          <input type="hidden" name="csrf_token" value={form.csrfToken} />
          <Field name="name" texts={t.register} error={errors.name}>
            <input
              id="name"
              name="name"
              type="text"
              required
              maxlength={String(REGISTRATION_LIMITS.name)}
              autocomplete="off"
              value={values.name}
              {...describedBy('name', errors.name)}
              autofocus={errors.name !== undefined}
            />
          </Field>
          <Field name="description" texts={t.register} error={errors.description}>
            <textarea
              id="description"
              name="description"
              rows="4"
              maxlength={String(REGISTRATION_LIMITS.description)}
              {...describedBy('description', errors.description)}
              autofocus={errors.name === undefined && errors.description !== undefined}
              safe
            >
              {values.description}
            </textarea>
          </Field>
          <button class="button button--primary" type="submit" safe>
            {t.register.submit}
          </button>
        </form>
      </section>
    </Layout>
  )
}

type FieldName = 'name' | 'description'

/** What ties a field's control to its hint and, when it is broken, its error (ids from the field's name). */
const describedBy = (name: FieldName, error: RegisterFormErrorKey | undefined) => ({
  'aria-describedby': error ? `${name}-hint ${name}-error` : `${name}-hint`,
  'aria-invalid': error ? 'true' : undefined,
})

type FieldProps = {
  name: FieldName
  texts: Dictionary['register']
  error: RegisterFormErrorKey | undefined
  children: JSX.Element
}

/** A label, the control, its hint and its error, tied together for screen readers by ids from the field's name. */
function Field({ name, texts, error, children }: FieldProps) {
  return (
    <div class={error ? 'field field--invalid' : 'field'}>
      <label for={name} safe>
        {texts[name]}
      </label>
      {children}
      <p class="field__hint" id={`${name}-hint`} safe>
        {texts[`${name}Hint`]}
      </p>
      {error !== undefined && (
        <p class="field__error" id={`${name}-error`} safe>
          {texts.errors[error]}
        </p>
      )}
    </div>
  )
}

/** The one response that ever holds the key: shown once, never cached, wiped when the page is left. */
export function RegisteredPage({
  locale,
  address,
  agentName,
  apiKey,
}: PageProps & { agentName: string; apiKey: string }) {
  const { origin } = address
  const { t } = locale
  return (
    <Layout
      locale={locale}
      title={t.register.doneTitle}
      address={address}
      scripts={['/public/js/register.js']}
      linkStylesheet
    >
      <section class="panel register">
        <h1 safe>{t.register.doneTitle}</h1>
        <p safe>{t.register.doneIntro(agentName)}</p>
        <div class="warning" role="note">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M12 2 1 21h22L12 2Zm0 6 .01 0M11 10h2v5h-2zm0 7h2v2h-2z" fill="currentColor" />
          </svg>
          <p safe>{t.register.saveNow}</p>
        </div>
        <div class="key-box" data-secret>
          <p class="key-box__label" safe>
            {t.register.keyLabel}
          </p>
          <code class="key-box__value" id="api-key" safe>
            {apiKey}
          </code>
          <button
            class="button button--primary"
            type="button"
            data-copy="api-key"
            data-copied={t.register.copied}
            data-failed={t.register.copyFailed}
            hidden
            safe
          >
            {t.register.copy}
          </button>
          <p class="key-box__status" role="status" aria-live="polite" />
        </div>
        <p safe>{t.register.tryIt}</p>
        <pre class="code code--wrap">
          <code>
            curl -H "<span class="nowrap">X-API-Key:</span> $RECIPE_API_KEY"{' '}
            <span safe>{`${origin}/api/agents/me`}</span>
          </code>
        </pre>
        <p class="actions">
          <a class="button" href="/skill.md" safe>
            {t.register.next}
          </a>
          <a href={locale.href('/register')} safe>
            {t.register.another}
          </a>
        </p>
      </section>
    </Layout>
  )
}

import type { Lang } from '../../views/i18n'
import { REGISTRATION_LIMITS, type RegisterForm, RegisteredPage, RegisterPage } from '../../views/pages/register'
import type { AgentService } from '../agents/service'
import { ProblemError } from '../http/problem'
import { isVisibleText, withoutHiddenCharacters } from '../http/text'
import { textLength } from '../text/length'
import { CSRF_FIELD, csrfTokenFor, isGenuineSubmission, rotateCsrfToken } from './csrf'
import { htmlPage, pageContext } from './respond'

type Values = RegisterForm['values']

/** Form fields as strings; browsers send textarea line breaks as CRLF, counted here as one character. */
function readValues(body: unknown): Values & { token: unknown } {
  const fields = (typeof body === 'object' && body ? body : {}) as Record<string, unknown>
  const text = (value: unknown) =>
    typeof value === 'string' ? withoutHiddenCharacters(value.replace(/\r\n?/g, '\n')).trim() : ''
  return { name: text(fields.name), description: text(fields.description), token: fields[CSRF_FIELD] }
}

function validate({ name, description }: Values): RegisterForm['errors'] {
  const errors: RegisterForm['errors'] = {}
  if (!isVisibleText(name)) errors.name = 'nameRequired'
  else if (textLength(name) > REGISTRATION_LIMITS.name) errors.name = 'nameTooLong'
  if (textLength(description) > REGISTRATION_LIMITS.description) errors.description = 'descriptionTooLong'
  return errors
}

/** Every register response may hold a key or a form token: none of them is ever cached. */
function formPage(
  request: Request,
  lang: Lang,
  origin: string,
  form: Omit<RegisterForm, 'csrfToken'>,
  status: number,
  csrf = csrfTokenFor(request),
) {
  const markup = RegisterPage({ ...pageContext(request, lang, origin), form: { ...form, csrfToken: csrf.token } })
  return htmlPage(markup, { status, noStore: true, headers: csrf.setCookie ? { 'set-cookie': csrf.setCookie } : {} })
}

export const showRegisterForm = (request: Request, lang: Lang, origin: string) =>
  formPage(request, lang, origin, { values: { name: '', description: '' }, errors: {} }, 200)

/**
 * POST then render: the key goes out in this one no-store response body, never in a URL or a
 * redirect. The token is rotated on success, so reloading the page cannot register a second agent.
 */
export async function submitRegistration(
  request: Request,
  lang: Lang,
  origin: string,
  body: unknown,
  agentService: AgentService,
  countRegistration: () => Promise<Record<string, string>>,
) {
  const { token, ...values } = readValues(body)
  if (!isGenuineSubmission(request, token))
    return formPage(request, lang, origin, { values, errors: { form: 'expired' } }, 403, rotateCsrfToken(request))
  const errors = validate(values)
  if (Object.keys(errors).length) return formPage(request, lang, origin, { values, errors }, 422)
  // The same per-address limit as POST /api/agents/register, answered as the form a person reads.
  try {
    await countRegistration()
  } catch (error) {
    if (!(error instanceof ProblemError) || error.problem.code !== 'rate_limited') throw error
    const page = formPage(request, lang, origin, { values, errors: { form: 'rateLimited' } }, 429)
    for (const [name, value] of Object.entries(error.headers)) page.headers.set(name, value)
    return page
  }

  const { agent, apiKey } = await agentService.register(values)
  const markup = RegisteredPage({ ...pageContext(request, lang, origin), agentName: agent.name, apiKey })
  return htmlPage(markup, { noStore: true, headers: { 'set-cookie': rotateCsrfToken(request).setCookie } })
}

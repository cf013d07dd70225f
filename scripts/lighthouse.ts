/**
 * `npm run lighthouse [-- --runs 3]`: Lighthouse (mobile, its default settings and simulated
 * throttling) on the public pages of a freshly started service: `npm start`'s entry on a scratch
 * database, seeded over the API with a few recipes, their pictures and reviews. For each page it
 * prints Lighthouse's median run's category scores, its metrics and every audit that did not pass, and
 * keeps every report (JSON) and trace in a scratch folder it names. A measurement, not a test: the
 * machine's load moves the performance score (through total blocking time), hence the median of
 * several runs and, beside it, the blocking time counted on CPU time (cpuBlockingMs).
 *
 * Needs a Chromium: CHROME_PATH, else Debian's /usr/bin/chromium (`apt-get install chromium`, as
 * the browser tests). Lighthouse itself runs under Bun, since it declares a newer Node than ours.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const ROOT = join(import.meta.dir, '..')
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more')
if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: set CHROME_PATH or apt-get install chromium`)

/** The parts of a Lighthouse report this script reads. */
type Report = {
  lighthouseVersion: string
  finalDisplayedUrl: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>
}

const scratch = mkdtempSync(join(tmpdir(), 'lighthouse-'))

/** The service as `npm start` runs it, on a scratch database and a free port, pictures drawn offline. */
async function startService() {
  const service = Bun.spawn([process.execPath, 'src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: `file:${scratch}/recipes.db`,
      AI_PROVIDER: 'offline',
      RATE_LIMIT: 'off',
      PUBLIC_URL: '',
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const lines = service.stdout.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  for (;;) {
    const { value, done } = await lines.read()
    if (done) throw new Error('the service stopped before it listened')
    buffered += value
    const listening = buffered.match(/"msg":"listening","port":(\d+)/)
    if (listening) {
      // Keep draining its log so the pipe never fills and blocks it.
      void (async () => {
        while (!(await lines.read()).done);
      })()
      return { service, base: `http://localhost:${listening[1]}` }
    }
  }
}

const DISHES = [
  {
    title_en: 'Chicken teriyaki',
    title_ja: '鶏の照り焼き',
    category: 'main',
    description_en: 'Glossy, sweet and salty thighs, seared skin side down and glazed in the pan.',
    description_ja: '皮目から焼いて、甘辛いたれで照りよく仕上げる鶏もも肉。',
    servings: 2,
    total_minutes: 25,
    ingredients_en: '2 chicken thighs\n2 tbsp soy sauce\n2 tbsp mirin\n1 tsp sugar',
    ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2\nみりん 大さじ2\n砂糖 小さじ1',
    steps_en: 'Salt the chicken\nSear skin side down\nAdd the sauce\nReduce until glossy',
    steps_ja: '鶏肉に塩をふる\n皮目から焼く\nタレを加える\n照りが出るまで煮詰める',
  },
  {
    title_en: 'Matcha pudding',
    title_ja: '抹茶プリン',
    category: 'dessert',
    description_en: 'A soft milk pudding with the bitterness of good matcha.',
    description_ja: '抹茶のほろ苦さが生きる、やわらかな牛乳プリン。',
    servings: 4,
    total_minutes: 30,
    ingredients_en: '400 ml milk\n2 tsp matcha\n40 g sugar\n5 g gelatin',
    ingredients_ja: '牛乳 400ml\n抹茶 小さじ2\n砂糖 40g\nゼラチン 5g',
    steps_en: 'Whisk the matcha with the sugar\nWarm the milk\nDissolve the gelatin\nChill for two hours',
    steps_ja: '抹茶と砂糖を混ぜる\n牛乳を温める\nゼラチンを溶かす\n冷蔵庫で2時間冷やす',
  },
  {
    title_en: 'Hojicha latte',
    title_ja: 'ほうじ茶ラテ',
    category: 'drink',
    description_en: 'Roasted green tea and warm milk.',
    description_ja: '香ばしいほうじ茶と温かい牛乳。',
    servings: 1,
    total_minutes: 5,
    ingredients_en: '1 tbsp hojicha\n200 ml milk\n1 tsp honey',
    ingredients_ja: 'ほうじ茶 大さじ1\n牛乳 200ml\nはちみつ 小さじ1',
    steps_en: 'Brew the tea strong\nWarm and froth the milk\nPour the tea into the milk',
    steps_ja: 'ほうじ茶を濃く淹れる\n牛乳を温めて泡立てる\n茶を牛乳に注ぐ',
  },
  {
    title_en: 'Salted stir-fried edamame',
    title_ja: '枝豆の塩炒め',
    category: 'snack',
    description_en: 'Edamame charred in a hot pan with salt and garlic.',
    description_ja: '熱いフライパンで焼き色をつけた、にんにく風味の枝豆。',
    servings: 2,
    total_minutes: 10,
    ingredients_en: '200 g edamame\n1 clove garlic\n1/2 tsp salt',
    ingredients_ja: '枝豆 200g\nにんにく 1かけ\n塩 小さじ1/2',
    steps_en: 'Heat the pan\nChar the edamame\nAdd garlic and salt',
    steps_ja: 'フライパンを熱する\n枝豆に焼き色をつける\nにんにくと塩を加える',
  },
]

/** Eight recipes (two of each category), two reviews on the first, every picture drawn. */
async function seed(base: string): Promise<string> {
  const call = async (method: string, path: string, body?: unknown, key?: string) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  const register = async (name: string) =>
    (await call('POST', '/api/agents/register', { name, description: 'Cooks for the measurement' })).api_key as string
  const author = await register('Kitchen Agent')
  const ids: string[] = []
  for (const round of [1, 2])
    for (const dish of DISHES)
      ids.push(
        (await call('POST', '/api/recipes', { ...dish, title_en: `${dish.title_en} ${round}` }, author))
          .recipe_id as string,
      )
  const featured = ids[0]!
  for (const [n, rating] of [5, 4].entries())
    await call(
      'POST',
      `/api/recipes/${featured}/reviews`,
      { rating, comment: `Lovely glaze, round ${n + 1}.` },
      await register(`Taster ${n + 1}`),
    )
  for (const id of ids) while (!(await call('GET', `/api/recipes/${id}`)).image_url) await Bun.sleep(250)
  return featured
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like) is to run again: up to three tries. */
function lighthouse(url: string, outputPath: string, tries = 3): Report {
  const run = Bun.spawnSync(
    [
      process.execPath,
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
      '--save-assets',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stderr: 'inherit' },
  )
  if (run.exitCode === 0) return JSON.parse(readFileSync(outputPath, 'utf8')) as Report
  if (tries > 1) return lighthouse(url, outputPath, tries - 1)
  throw new Error(`lighthouse ${url} exited with ${run.exitCode}`)
}

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args: { name?: string; data?: { documentLoaderURL?: string } }
}

/** Lighthouse's mobile CPU is this many times slower than the machine, and a task may take 50 ms before it blocks. */
const CPU_SLOWDOWN = 4
const BLOCKING_AFTER_MS = 50

/**
 * Total blocking time counted on the CPU time of the page's main-thread tasks (from the trace
 * `--save-assets` keeps) instead of their wall time. On a loaded machine a task's wall time is
 * several times its CPU time, the renderer waiting for a core, and that is what moves the score
 * between runs; this figure does not move with the load. An estimate: every task from the
 * navigation on counts, where Lighthouse simulates the page's schedule and counts those after
 * the first paint.
 */
function cpuBlockingMs(tracePath: string): number {
  const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args.data?.documentLoaderURL?.startsWith('http'),
  )!
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === navigation.pid && event.args.name === 'CrRendererMain',
  )!
  return events
    .filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= navigation.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * CPU_SLOWDOWN - BLOCKING_AFTER_MS), 0)
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Audits that count and did not pass: informative, manual and not-applicable ones have no score. */
const failedAudits = (report: Report) =>
  Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`)

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

const { service, base } = await startService()
try {
  const recipe = await seed(base)
  const pages = ['/', '/ja/', `/recipes/${recipe}`, `/ja/recipes/${recipe}`, '/?category=dessert', '/ja/discussions']
  console.log(
    `Lighthouse, mobile, ${RUNS} run(s) per page, Lighthouse's median run (by FCP and TTI) shown; reports in ${scratch}`,
  )
  console.log(
    `Load average at start: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
  )
  for (const [n, path] of pages.entries()) {
    const outputs = Array.from({ length: RUNS }, (_, run) => join(scratch, `page${n}-run${run + 1}`))
    const reports = outputs.map((output) => lighthouse(base + path, `${output}.json`))
    const medianRun = computeMedianRun(reports as never) as unknown as Report
    const scores = Object.entries(medianRun.categories).map(
      ([id, { score }]) => `${id} ${Math.round((score ?? 0) * 100)}`,
    )
    const performance = reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100))
    const cpuBlocking = median(outputs.map((output) => cpuBlockingMs(`${output}-0.trace.json`)))
    // The load moves the score more than anything on the page: each page says what it was measured under.
    console.log(
      `${path}  (Lighthouse ${medianRun.lighthouseVersion}; performance of each run: ${performance.join(', ')}, median ${median(performance)}; load average after: ${loadavg()[0]!.toFixed(1)})`,
    )
    console.log(`  ${scores.join(' · ')}`)
    console.log(`  ${METRICS.map((id) => `${id} ${medianRun.audits[id]?.displayValue}`).join(' · ')}`)
    console.log(`  total-blocking-time on CPU time, whatever the load: ${Math.round(cpuBlocking)} ms`)
    for (const audit of failedAudits(medianRun)) console.log(`  not passed: ${audit}`)
  }
} finally {
  service.kill('SIGTERM')
  await service.exited
}

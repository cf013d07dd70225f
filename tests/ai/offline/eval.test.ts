import { describe, expect, test } from 'bun:test'
import {
  check,
  compose,
  discuss,
  type EvalTheme,
  type Findings,
  repetition,
  type Run,
  themes,
} from '../../../scripts/eval/evaluate'
import { checkRecipe } from '../../../src/ai/cookbook/check'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

/**
 * The hard lines of issue 13 on the public theme set (scripts/eval-discussions.ts prints the same
 * figures through the discussion engine). The set is composed turn by turn here, which is what the
 * engine's offline model does minus the streaming; the last test checks the two read the same.
 */

/** Each theme composed once for the file: every test below reads the same run of it. */
const composed = new Map<EvalTheme, Run>()
const composedOf = (theme: EvalTheme) => composed.get(theme) ?? composed.set(theme, compose(theme)).get(theme)!

let all: Array<{ run: Run; f: Findings }> | undefined
const runs = async () =>
  (all ??= themes().map((theme) => {
    const run = composedOf(theme)
    return { run, f: check(run) }
  }))

const label = ({ run }: { run: Run }) => `${run.theme.lang} "${run.theme.theme.slice(0, 40)}"`

describe('the offline discussions on the public theme set', () => {
  test('the set has at least 40 themes in both languages, with constraints, named dishes and odd inputs', () => {
    const set = themes()
    expect(set.length).toBeGreaterThanOrEqual(40)
    expect(set.filter((t) => t.lang === 'ja').length).toBeGreaterThanOrEqual(15)
    expect(set.filter((t) => t.lang === 'en').length).toBeGreaterThanOrEqual(15)
    expect(set.some((t) => t.notFood)).toBe(true)
    expect(set.some((t) => t.declined)).toBe(true)
    expect(set.some((t) => /\p{Extended_Pictographic}/u.test(t.theme))).toBe(true)
  })

  test('no recipe breaks its brief', async () => {
    const broken = (await runs()).filter(({ f }) => f.breaks.length).map((r) => `${label(r)}: ${r.f.breaks.join('; ')}`)
    expect(broken).toEqual([])
    // The first test to ask runs every theme's discussion (35 s alone, over 60 s beside a second worker on 2 cores).
  }, 180_000)

  test('the named dish or key ingredient is kept in both languages in at least 90% of themes, the category in 95%', async () => {
    const done = await runs()
    const kept = done.filter(({ f }) => f.kept).length / done.length
    const category = done.filter(({ f }) => f.category).length / done.length
    expect({
      kept: kept >= 0.9,
      missed: done.filter(({ f }) => !f.kept).map((r) => `${label(r)}: ${r.f.keptWhy}`),
    }).toEqual({ kept: true, missed: expect.any(Array) })
    expect(category).toBeGreaterThanOrEqual(0.95)
  }, 60_000)

  test('every published recipe passes the cookbook checker, and no figure is zero or contradicted', async () => {
    // The cookbook engine publishes authored recipes adapted by reference: whether every line is
    // cooked and listed, and every meat, fish and egg reaches a safe temperature, is the checker's
    // rule on the adapted recipe (src/ai/cookbook/check.ts), not a reading of the published words.
    const bad = (await runs()).flatMap((r) => {
      const refused =
        r.run.brief.notFood || r.run.brief.unresolved?.length || r.run.brief.hazards?.some((h) => h.refused)
      const problems = refused
        ? []
        : checkRecipe(
            cookFor({
              brief: r.run.brief,
              dishId: r.run.dishId,
              seed: seedOf(r.run.theme.theme),
              theme: r.run.theme.theme,
            }).adaptation.recipe,
          ).map((p) => p.message)
      return [...problems, ...r.f.zeros, ...r.f.contradictions].map((x) => `${label(r)}: ${x}`)
    })
    expect(bad).toEqual([])
  }, 60_000)

  test('across 12 themes with different dishes, at most 10% of each language’s sentences repeat in 3 or more transcripts', async () => {
    const done = await runs()
    for (const lang of ['ja', 'en'] as const) {
      const seen = new Set<string>()
      const twelve = done
        .filter(({ run }) => run.theme.lang === lang && !seen.has(run.dishId) && seen.add(run.dishId))
        .slice(0, 12)
      expect(twelve).toHaveLength(12)
      const share = repetition(
        twelve.map(({ run }) => ({ lang, turns: run.transcript })),
        lang,
      ).share
      expect({ lang, share: share <= 0.1 }).toEqual({ lang, share: true })
      // And over every theme of the language, dishes named more than once included.
      expect(
        repetition(
          done.map(({ run }) => ({ lang: run.theme.lang, turns: run.transcript })),
          lang,
        ).share,
      ).toBeLessThanOrEqual(0.1)
    }
  }, 60_000)

  test('the discussion engine on the offline models says and cooks exactly what the composed turns do', async () => {
    const picked = themes().filter((t) =>
      ['冷やし中華', 'Egg-free tamagoyaki', 'Thai green curry for friends, one of them has a peanut allergy'].includes(
        t.theme,
      ),
    )
    expect(picked).toHaveLength(3)
    for (const theme of picked) {
      const viaEngine = await discuss(theme)
      const direct = composedOf(theme)
      expect(viaEngine.dishId).toBe(direct.dishId)
      expect(viaEngine.transcript).toEqual(direct.transcript)
      expect(viaEngine.recipe).toEqual(direct.recipe)
      expect(viaEngine.revised).toBe(false)
    }
  }, 30_000)
})

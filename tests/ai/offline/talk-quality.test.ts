import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'
import { planDish } from '../../../src/ai/offline/plan'
import { seedOf } from '../../../src/ai/offline/random'
import { PHRASES } from '../../../src/ai/offline/talk/phrases'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

/**
 * How the panel reads to a cook, checked as kinds across themes of both languages: an ingredient
 * is not named twice in one sentence, the dish name is not said over and over, a proposal is
 * quoted in full once and referred to briefly after that, and a stated reduction is a reduction.
 */

const NAMES: Record<PanelRole, string> = {
  host: '山田 司',
  chef: '森 健二',
  nutritionist: '田中 愛子',
  culture: '佐藤 結衣',
  home_cook: '小林 美奈',
}
const NAMES_EN: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

function discuss(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const brief = readBrief(theme, lang)
  const dishId = brief.dishId ?? chooseDish(brief, seed, theme)
  const plan = planDish(brief, dishId, seed)
  const turns: TurnContext['transcript'] = []
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES)
      turns.push({
        round,
        role,
        text: composeOffline({
          kind: 'turn',
          lang,
          round,
          role,
          theme,
          brief,
          dishId,
          names: lang === 'ja' ? NAMES : NAMES_EN,
          seed,
          transcript: [...turns],
        }),
      })
  return { theme, lang, plan, turns }
}

const JA = [
  '週末に家族4人で食べる豚の角煮',
  '減塩の肉じゃが',
  '卵アレルギーの息子のためにプリンを作りたい',
  '友人がピーナッツアレルギーなのでカレーを作りたい',
  '豆腐チゲ',
  'かぼちゃコロッケ',
  '子ども向けの麻婆豆腐',
  '夏の暑い日に食べたい冷たい麺',
  '鮭とみその丼',
  'ハラールのカツ丼',
  '乳製品を使わないビビンバ',
  '秋田のきりたんぽ鍋、4人分で',
]
const EN = [
  'Braised pork belly for a family of four',
  'Low-salt beef stew',
  'Thai green curry for friends, one of them has a peanut allergy',
  'Tofu jjigae',
  'Pumpkin croquettes',
  'Kid-friendly mapo tofu',
  'Gluten-free chicken teriyaki',
  'Chilled mango pudding',
  'Pad thai for a guest with a shellfish allergy',
  'Swedish meatballs for 4, no pork and no dairy please',
]
const runs = [...JA.map((t) => discuss(t, 'ja')), ...EN.map((t) => discuss(t, 'en'))]

const sentences = (text: string, lang: Lang) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?;:])\s+/)).filter((s) => s.trim())
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Times a name occurs in a sentence, not counting where it is part of a longer name of another line (卵 in 卵黄). */
function count(sentence: string, name: string, others: string[], lang: Lang): number {
  let text = sentence.toLowerCase()
  for (const o of others.filter((o) => o.length > name.length && o.toLowerCase().includes(name.toLowerCase())))
    text = text.split(o.toLowerCase()).join('·')
  const re =
    lang === 'ja'
      ? new RegExp(escapeRegExp(name.toLowerCase()), 'g')
      : new RegExp(`(^|[^a-z])${escapeRegExp(name.toLowerCase())}(?![a-z])`, 'g')
  return (text.match(re) ?? []).length
}

describe('the panel talks like people, not a template', () => {
  test('no sentence names the same ingredient twice', () => {
    for (const r of runs) {
      // Salt and sugar are also the figures the nutritionist quotes (塩分, "g salt"): their names are not counted.
      const names = r.plan.items.filter((i) => !['salt', 'sugar'].includes(i.ing.id)).map((i) => i.ing.name[r.lang])
      // The dish's own name may hold a line's name (かぼちゃコロッケ): that names the dish, not the line.
      for (const t of r.turns)
        for (const s of sentences(
          t.text
            .split(r.theme)
            .join('〈theme〉')
            .replace(new RegExp(escapeRegExp(r.plan.name[r.lang]), 'gi'), '〈dish〉'),
          r.lang,
        ))
          for (const n of names)
            expect(count(s, n, names, r.lang), `${r.theme} [${t.round} ${t.role}] ${n}: ${s}`).toBeLessThanOrEqual(1)
    }
  })

  test('no turn names the dish more than twice (the quoted theme aside)', () => {
    for (const r of runs)
      for (const t of r.turns) {
        const text = t.text.split(r.theme).join('·').toLowerCase()
        const name = r.plan.name[r.lang].toLowerCase()
        expect(text.split(name).length - 1, `${r.theme} [${t.round} ${t.role}] ${t.text}`).toBeLessThanOrEqual(2)
      }
  })

  test('a proposal is quoted in full at most once a turn, and not again once the panel has heard it', () => {
    for (const r of runs) {
      const heard = new Set<string>()
      for (const t of r.turns) {
        for (const which of ['technique', 'extra', 'shortcut'] as const) {
          const label = r.plan.cooking[which].label[r.lang]
          // A placeholder is whatever ingredient the panel names there.
          const re = new RegExp(
            label
              .split(/\{\w+\}/)
              .map(escapeRegExp)
              .join('.{1,40}?'),
            'gi',
          )
          const n = (t.text.match(re) ?? []).length
          expect(n, `${r.theme} [${t.round} ${t.role}] ${which}: ${t.text}`).toBeLessThanOrEqual(1)
          if (t.round > 1 && heard.has(which))
            expect(n, `${r.theme} [${t.round} ${t.role}] ${which} again: ${t.text}`).toBe(0)
          if (n) heard.add(which)
        }
      }
    }
  })

  test('a stated reduction gives a smaller amount than the original, never the same one', () => {
    const trimmed = runs.filter((r) => r.plan.trim)
    expect(trimmed.length).toBeGreaterThan(2)
    for (const r of trimmed) {
      const said = r.turns.find((t) => t.role === 'nutritionist' && t.round === 1)!.text
      const pairs =
        r.lang === 'ja'
          ? [...said.matchAll(/([^、。（]+?)から([^、。]+?)に(?:減らし|控え)/g)]
          : [...said.matchAll(/from ([^,;.]+?) to ([^,;.]+?)(?=[,;.])/g)]
      for (const [, from, to] of pairs) expect(from!.trim(), `${r.theme}: ${said}`).not.toBe(to!.trim())
      // 「2割減らし、しょうゆ大さじ6にして」: the trimmed amount said alone reads as if it were the cut, when the original was never given.
      if (r.lang === 'ja') expect(said, r.theme).not.toMatch(/割減らし、[^。]*?にして/)
    }
  })

  test('a technique is not said of a line it cannot apply to: eggs are not seared', () => {
    for (const r of runs.filter((r) => /角煮|pork belly/i.test(r.theme)))
      for (const t of r.turns)
        for (const s of sentences(t.text, r.lang))
          expect(s, r.theme).not.toMatch(/卵.*焼き付け|焼き付け.*卵|egg.*brown|brown.*egg/i)
  })

  test('round 2 argues more than time across themes', () => {
    const axes = new Set(runs.map((r) => r.turns.find((t) => t.round === 2 && t.role === 'host')!.text.slice(-60)))
    expect(axes.size).toBeGreaterThan(10)
  })
})

describe('phrasing as data', () => {
  test('every intent has wordings in both languages, several for each', () => {
    const ja = Object.keys(PHRASES.ja).sort()
    const en = Object.keys(PHRASES.en).sort()
    expect(ja).toEqual(en)
    for (const lang of ['ja', 'en'] as const)
      for (const [key, wordings] of Object.entries(PHRASES[lang])) {
        expect(wordings.length, `${lang} ${key}`).toBeGreaterThanOrEqual(2)
        // The code fills the same slots whichever language speaks, so both languages draw on the same ones.
        const slots = (ws: string[]) =>
          [...new Set(ws.flatMap((w) => [...w.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort()
        expect(slots(wordings), `${lang} ${key}`).toEqual(slots(PHRASES[lang === 'ja' ? 'en' : 'ja'][key]!))
      }
  })
})

describe('a kitchen variant is said in whole sentences', () => {
  test('the chef ends the variant’s sentence before adding the extra, in both languages', () => {
    for (const [theme, lang] of [
      ['電子レンジしかないです。晩ごはん1人分', 'ja'],
      ['炊飯器だけで豚汁を作りたい', 'ja'],
      ['microwave only, dinner for one', 'en'],
      ['rice cooker only: beef stew for 4', 'en'],
    ] as const) {
      const chef = discuss(theme, lang).turns.find((t) => t.round === 1 && t.role === 'chef')!.text
      if (lang === 'ja') expect(chef, theme).not.toMatch(/(?:ます|です)(?:さらに|また)/)
      else expect(chef, theme).not.toMatch(/[a-z] I would/)
    }
  })
})

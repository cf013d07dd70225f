import { describe, expect, test } from 'bun:test'
import { fillerOf } from '../../../../scripts/eval/hollow'
import type { Lang } from '../../../../src/ai/food/types'
import { discussed } from './panel-turns'

/**
 * Twenty briefs of our own (both languages; casual, keigo, kana-only, romaji, typos), none of an eval set: no
 * sentence of the five cooks' talk is filler a blind cook named (scripts/eval/hollow.ts `fillerOf`): a step's minutes
 * recited, a cost or a count of lines nobody asked, a swap called "a home version", "the notes give no tested answer",
 * a keeping template opening a theme that asks nothing of keeping (a frozen food the cook has is no such ask), a
 * second fry the recipe does not do.
 */
const BRIEFS: Array<[string, string, Lang]> = [
  ['yaki_udon', '冷凍うどんと豚バラしかない、10分で2人前たのむ', 'ja'],
  ['yaki_udon', 'reitou udon to butaniku ga aru. kantan ni tsukuritai', 'ja'],
  ['karaage', 'ノンフライヤーしかないのですが、唐揚げは作れますでしょうか？', 'ja'],
  ['karaage', 'air fryer only, can karage still be crunchy??', 'en'],
  ['chicken_noodle_soup', 'chiken noodle soup for my sick kid, no celery pls (allergy)', 'en'],
  ['nikujaga', 'にくじゃが つくりたい。じゃがいもが いっぱい ある', 'ja'],
  ['nikujaga', 'Could you kindly suggest how to make nikujaga for four this evening?', 'en'],
  ['spanakopita', 'spanakopita w/ frozen spinach, have 1 hr tops', 'en'],
  ['cinnamon_rolls', 'cinnamon rolls for a lazy sunday morning, my first time baking bread', 'en'],
  ['mapo_tofu', '麻婆豆腐を辛さ控えめで。子どもも食べます', 'ja'],
  ['oyakodon', '親子丼をお願いいたします。卵はとろとろが好みでございます', 'ja'],
  ['lasagna', 'lasagna for 8 at a potluck, something everyone will like', 'en'],
  ['chili_con_carne', 'chilli con carne, frozen mince from the freezer, big pot for the game', 'en'],
  ['miso_soup', 'みそしる の つくりかた おしえて', 'ja'],
  ['gyoza', 'ぎょうざを はじめて手作りしたい！包むのが不安', 'ja'],
  ['banana_bread', 'banana bread with 3 very ripe bananas, nothing fancy', 'en'],
  ['okonomiyaki', 'okonomiyaki tonight, only a frying pan, no hot plate', 'en'],
  ['palak_paneer', 'パラクパニール作ってみたい。冷凍ほうれん草でもいい？', 'ja'],
  ['hamburg_steak', 'ハンバーグ、ふっくら焼くコツを教えてください', 'ja'],
  ['minestrone', 'minestrone with whatever veg, rainy day, cozy', 'en'],
]

describe('the talk carries nothing a blind cook called filler', () => {
  test.each(BRIEFS)('%s: %s', (dish, theme, lang) => {
    const { transcript, draft } = discussed(dish, theme, lang)
    const filler = fillerOf(lang, theme, transcript, String(draft[`steps_${lang}`] ?? ''))
    expect(filler, theme).toEqual([])
    // Five cooks, three rounds, no turn empty.
    expect(transcript.length).toBe(15)
    for (const t of transcript) expect(t.text.trim().length, `${t.round} ${t.role}`).toBeGreaterThan(0)
  })

  test('the check has teeth: each class it names is found', () => {
    const said = (role: string, text: string, round = 2) => [{ round, role, text }]
    expect(fillerOf('en', 'stew', said('home_cook', 'Step 2 takes 30 of the 52 minutes.'))).toHaveLength(1)
    expect(fillerOf('ja', '炒め物', said('home_cook', '材料10品で1人分約300円です。'))).toHaveLength(1)
    expect(fillerOf('ja', '予算300円で', said('home_cook', '材料10品で1人分約300円です。'))).toHaveLength(0)
    expect(fillerOf('en', 'soup', said('culture', 'Made with dashi, it is a home version.'))).toHaveLength(1)
    expect(fillerOf('en', 'soup?', said('host', 'The notes give no tested answer, so watch step 4.', 1))).toHaveLength(
      1,
    )
    expect(
      fillerOf('ja', '冷凍うどんで', said('host', '残りは1時間以内に冷蔵し、翌日までに食べきります。', 1)),
    ).toHaveLength(1)
    expect(fillerOf('ja', '冷凍保存できる？', said('host', '冷凍で1か月もちます。', 1))).toHaveLength(0)
    expect(fillerOf('ja', '唐揚げ', said('host', '二度目の高温で衣の水分を飛ばします。', 1), '焼きます')).toHaveLength(
      1,
    )
  })
})

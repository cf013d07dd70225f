import { describe, expect, test } from 'bun:test'
import type { Lang } from '../../../../src/ai/food/types'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked, say } from './panel-turns'

/**
 * The question beside the dish answered from the data that holds it (issue 33 point 5): what it is about by its own words
 * matched to the recipe's steps and cues, what kind it is by its words, never the recipe's first cue nor an unrelated step.
 */
const answer = (theme: string, dishId: string, lang: Lang = 'en') =>
  factsOf(cooked(theme, dishId, lang), theme, lang).answer?.note ?? ''

describe('how dark, how thick, how far: the step whose cue the question names', () => {
  test('a dark roux is judged by the roux step, not by the chicken cooked later', () => {
    const theme =
      "chicken & andouille gumbo with a dark roux. how dark is too dark, and how do I know it's about to burn?"
    const note = answer(theme, 'gumbo')
    expect(note).toMatch(/step 1\b/)
    expect(note).toMatch(/dark-chocolate/)
    expect(note).not.toMatch(/chicken|75 °C/)
    expect(say(theme, 'gumbo', 'en', 'host', 1)).toMatch(/dark-chocolate/)
  }, 60_000)

  test('other dishes, other words, both languages', () => {
    expect(
      answer('beef stew for the weekend: how thick should the sauce be before I take it off?', 'beef_stew'),
    ).toMatch(/coats the spoon/)
    expect(answer('hayashi rice, how far do I reduce the wine?', 'hayashi_rice')).toMatch(/alcohol/)
    expect(answer('ルンダンに挑戦。どこまで煮詰めればいいの？', 'rendang', 'ja')).toMatch(/汁気がなくなり/)
    expect(answer('きんぴらごぼう、どこまで炒めればいい？', 'kinpira_gobo', 'ja')).toMatch(/照り/)
  }, 60_000)
})

describe('made the day before and reheated: how the dish keeps, not a food it uses', () => {
  test('a party dish made the day before is answered by its keeping note', () => {
    const theme = 'Polish gołąbki with tomato sauce for a party on Saturday, can I make them Friday and reheat?'
    const note = answer(theme, 'cabbage_rolls')
    expect(note).toMatch(/next day|freeze/i)
    expect(note).not.toMatch(/canned|tomato/i)
    // "keep the fat down" says nothing of keeping.
    expect(note).not.toMatch(/fat/)
  }, 60_000)

  test('other dishes, other words, both languages', () => {
    expect(answer('lasagna for a dinner on Sunday — can I make it Saturday and reheat?', 'lasagna')).toMatch(
      /day before/,
    )
    expect(answer('肉じゃがを前の日に作って、当日温め直してもいい？', 'nikujaga', 'ja')).toMatch(/前日|翌日/)
    expect(answer('Cold sesame noodles. Can I make the sauce the night before?', 'sesame_cold_noodles')).toMatch(
      /ahead/,
    )
  }, 60_000)
})

describe('a trouble the notes do not answer: the step to watch, or said to be open', () => {
  test('bitterness is answered by the note that names it, else the one step whose cue names it', () => {
    expect(answer('ゴーヤチャンプルーのゴーヤが苦すぎた。どうすれば苦みが和らぐ？', 'goya_champuru', 'ja')).toMatch(
      /塩もみ/,
    )
    const theme = 'my eggplant is super bitter in baba ganoush, how do I fix that?'
    const note = answer(theme, 'baba_ganoush')
    expect(note).toMatch(/step 2/)
    expect(note).toMatch(/bitter juice/)
    // The host says plainly that no note answers it, and the step to watch.
    expect(say(theme, 'baba_ganoush', 'en', 'host', 1)).toMatch(/(?:no note|no tested answer)[^.]*step 2/)
  }, 60_000)

  test('where no step is the one asked about, none is quoted', () => {
    const theme = 'sesame spinach: mine tastes super bitter, how do I fix it?'
    expect(answer(theme, 'spinach_goma_ae')).toBe('')
    expect(say(theme, 'spinach_goma_ae', 'en', 'host', 1)).not.toMatch(/step \d/)
    expect(answer('ほうれん草のごま和え、えぐみが強い。どうしたらいい？', 'spinach_goma_ae', 'ja')).not.toMatch(/手順/)
  }, 60_000)

  test('"without losing the flavour" does not ask to leave a food out', () => {
    const note = answer(
      'baba ganoush: my eggplant is super bitter, how do I tame it without losing the smoke?',
      'baba_ganoush',
    )
    expect(note).not.toMatch(/can be left out|can go|leave the/)
  }, 60_000)
})

describe('will it work in an air fryer: the version cooked for it answers', () => {
  test('crisp in an air fryer is the air fryer version, never the deep-fryer second fry', () => {
    const ja = answer('ノンフライヤーで唐揚げってカリッとなる？', 'karaage', 'ja')
    expect(ja).toMatch(/ノンフライヤー|焼き/)
    const en = answer('will karaage get crispy in an air fryer?', 'karaage')
    expect(en).toMatch(/air fryer/i)
    expect(en).not.toMatch(/second fry/)
  }, 60_000)

  test('other dishes, other words', () => {
    // The authored air-fryer spring rolls answer in their own words (rolled raw, the oil brushed to the edges).
    expect(answer('ノンフライヤーで春巻きってパリッとなる？油はちょっとなら使える', 'harumaki', 'ja')).toMatch(
      /ノンフライヤー[^。]*巻/,
    )
    expect(answer('ノンフライヤーでとんかつってサクッとなる？', 'tonkatsu', 'ja')).toMatch(/焼/)
    expect(answer('can I do tempura in an air-fryer?', 'tempura')).toMatch(/baked/)
  }, 60_000)
})

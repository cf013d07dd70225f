import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { refusalOf } from '../../../src/discussions/engine'

const lang = (theme: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')
const refusal = (theme: string) => refusalOf(readBrief(theme, lang(theme)))?.code

/** An allergy label put on the food (アレルギー表示, "allergy labels") is honest labelling, no allergy left unnamed. */
describe('an allergy label is no allergy to name', () => {
  test.each([
    '子ども会のおやつに、卵と牛乳を使わないクッキーを焼きます。アレルギー表示もしっかり付けます',
    'アレルギー表示をちゃんと付けて、バザーで卵なしのクッキーを売りたい',
    '学校のイベント用に小麦なしのマフィンを焼いて、アレルギーのラベルを貼ります',
    'egg-free muffins for the bake sale, allergy labels printed for each bag',
    'vegan cupcakes for the fair; allergy label on every box',
    'cookies for the fair, allergy labelling done properly',
  ])('%s', (theme) => expect(refusal(theme)).toBeUndefined())
})

describe('an allergy that names no food is still asked about', () => {
  test.each(['アレルギーがあります。クッキーを作りたい', 'I have an allergy, cookies please'])('%s', (theme) =>
    expect(refusal(theme)).toBe('constraint_unclear'),
  )
})

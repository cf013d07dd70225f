import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const lang = (theme: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => readBrief(theme, lang(theme))

/**
 * A craft, cosmetic or pet word written in kana is read by its reading, however the parse cuts the kana (こむぎねんど read
 * as こむ+ぎねんどを; うま, a horse, as its own noun): the theme makes something a person does not eat.
 */
describe('not food, written in kana', () => {
  test.each([
    'うちの うまに あげる おやつを りんごと ふすまで つくりたい',
    'うまの ごはん てづくり したい',
    'こむぎねんどを てづくりしたい',
    'かみねんどで おすしの おもちゃを つくりたい',
    'ねんどで ケーキを つくって あそびたい',
    'きんぎょの えさを てづくり したい',
    'うさぎの おやつ つくりたい',
    'めだかのごはんを手作りしたい',
    'せっけんを てづくりしたいです',
    'じゅしねんどで スイーツの かざりを つくりたい',
    'ばすぼむ つくりたい',
  ])('%s', (theme) => expect(read(theme).notFood).toBe(true))

  test.each([
    'うまい からあげを つくりたい',
    'こむぎこで パンケーキを つくりたい',
    'ねんまつに おせちを つくりたい',
    'とりの からあげ つくりたい',
  ])('still food: %s', (theme) => expect(read(theme).notFood).toBe(false))
})

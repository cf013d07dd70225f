import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { versionOf } from '../../../src/ai/offline/choose'

const versionFor = (theme: string, lang: 'ja' | 'en') => versionOf(readBrief(theme, lang), theme)

test.each([
  ['naengmyeon, not the spicy bibim one', 'en'],
  ['Pyongyang naengmyeon on a hot day, cold noodles in beef broth, not the bibim kind', 'en'],
  ['naengmyeon tonight but not a bibim one please', 'en'],
  ['冷麺がいい、辛いビビン麺じゃないほう', 'ja'],
  ['平壌冷麺を作りたい。ビビン冷麺ではなく汁のほう', 'ja'],
  ['冷麺、ビビン冷麺以外で', 'ja'],
] as const)('a version the theme turns away is not the version cooked: %s', (theme, lang) => {
  expect(versionFor(theme, lang)).toBe('naengmyeon')
})

test.each([
  ['bibim naengmyeon please', 'en'],
  ['ビビン冷麺を作りたい', 'ja'],
] as const)('a version the theme asks is still cooked: %s', (theme, lang) => {
  expect(versionFor(theme, lang)).toBe('bibim_guksu')
})

test.each([
  ['naengmyeon, not the spicy bibim one', 'en'],
  ['tantanmen, but not a spicy one', 'en'],
  ['冷麺、辛いビビン麺じゃないほう', 'ja'],
  ['平壌冷麺、辛いやつじゃなくて', 'ja'],
] as const)('a spicy version turned away asks no heat: %s', (theme, lang) => {
  expect(readBrief(theme, lang).heat).toBeUndefined()
})

test.each([
  ['mapo tofu, the spicy one', 'en'],
  ['麻婆豆腐、辛いのじゃないと嫌', 'ja'],
] as const)('heat asked is still asked: %s', (theme, lang) => {
  expect(readBrief(theme, lang).heat).toBe('more')
})

import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

// One eater said as a person, a life alone or bowls counted: the servings the recipe is sized to.
test.each([
  ['gyoza, one person, nothing fancy', 'en', 1],
  ['1 person dinner, quick pasta', 'en', 1],
  ['I live alone and hate leftovers, a small curry?', 'en', 1],
  ['living alone, something warm for dinner', 'en', 1],
  ['congee for my mum who is poorly, 2 bowls', 'en', 2],
  ['ramen, 3 bowls, the kids are starving', 'en', 3],
  // Counts said as "we're N", in kana (にん) or with an honorific (名さま)
  ["curry night, we're 6, the in-laws are coming", 'en', 6],
  ['we are about 10 on saturday, something to share', 'en', 10],
  ['ともだちと 4にん で たべる おやつ', 'ja', 4],
  ['お通夜のあとの軽食を十五名さま分、お願いします', 'ja', 15],
  ['会議のお弁当、12名様分', 'ja', 12],
  ['paella, 7 at the table tonight', 'en', 7],
] as const)('%s serves %d', (theme, lang, n) => {
  expect(readBrief(theme, lang).limits.servings).toBe(n)
})

// A kettle is an appliance, not the keto diet whose short name its katakana starts with.
test.each([
  ['電気ケトルしかない部屋で作れる夜食', false],
  ['ケトルでお湯を沸かすだけのスープ', false],
  ['ケト食中なので夕飯', true],
  ['ケトダイエット中でもいけるハンバーグ', true],
] as const)('%s: a low-carb diet %p', (theme, keto) => {
  const diet = readBrief(theme, 'ja').exclusions.some((e) => e.kind === 'diet' && e.excludes.includes('ご飯'))
  expect(diet).toBe(keto)
})

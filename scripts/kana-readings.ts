/**
 * `bun scripts/kana-readings.ts [--write]`: the kana a theme spells a knowledge word in, read by kuromoji, as
 * knowledge/kana-readings.json holds them: every restriction word written wholly in kanji (the names of
 * knowledge/diets.json's diets and knowledge/food-words.json's classes and families), and every hazard word and dish
 * name that kana spells in three or more (豚肉 as ぶたにく, チーズ as ちーず), which src/ai/food/hazards.ts matches too. The
 * service reads that file, so reading a theme or serving a recipe never tokenises knowledge; the test
 * tests/ai/food/kana-readings.test.ts fails when the file and the words drift apart. Prints what would change;
 * `--write` writes the file.
 */
import { toHiragana } from 'wanakana'
import { DISHES } from '../src/ai/food/dishes'
import { KATAKANA } from '../src/ai/food/match'
import { japanese } from '../src/ai/food/reader/tokens'
import diets from '../knowledge/diets.json'
import words from '../knowledge/food-words.json'
import conditions from '../knowledge/hazard-conditions.json'
import hazards from '../knowledge/hazards.json'

const FILE = new URL('../knowledge/kana-readings.json', import.meta.url).pathname

/** A word as kana spells it: a katakana word kept as written, any other by its reading, all in hiragana. */
const spelt = (w: string) =>
  toHiragana(
    japanese(w)
      .map((t) => (KATAKANA.test(t.surface) ? t.surface : t.reading))
      .join(''),
    {
      convertLongVowelMark: false,
    },
  )

type Words = { en: string[]; ja: string[] }
const CUES = ['foods', 'asks', 'refuse', 'unless', 'needs', 'refuse_dishes', 'alone', 'parts', 'unsafe', 'safe']
/** Every word hazards.ts matches with its kana: each row's cue lists, the filler, the audiences' cues, the condition
 * lists and the dish names (a dish named for a row's food). */
const hazardWords = () => {
  const rows = hazards.hazards.map((row) => ({ ...row.recipe, ...row }) as Record<string, unknown>)
  const lists = [
    ...rows.flatMap((row) => CUES.map((k) => row[k] as Words | undefined)),
    hazards.filler,
    ...hazards.audiences.map((a) => a.cues),
    ...Object.values(conditions.lists),
  ]
  return [
    ...lists.flatMap((l) => [...(l?.en ?? []), ...(l?.ja ?? [])]),
    ...DISHES.flatMap((d) => [d.name.en, d.name.ja]),
  ]
}

export function kanaReadings(): Record<string, string> {
  const names = [...diets.diets, ...words.classes, ...words.families].flatMap((entry) => entry.names)
  const kanji = names.filter((n) => /^\p{Script=Han}+$/u.test(n)).map((n) => [n, spelt(n)])
  const read = hazardWords()
    .filter((w) => !/^[\x00-\x7f]*$/.test(w))
    .map((w) => [w, spelt(w)])
    .filter(([w, r]) => r !== w && /^[ぁ-ゖー]{3,}$/.test(r!))
  return Object.fromEntries([...kanji, ...read].sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)))
}

export const readingsFile = (readings: Record<string, string>) =>
  `${JSON.stringify(
    {
      about:
        'The kana a theme spells a word in, by kuromoji: each restriction word written wholly in kanji (diets.json, food-words.json) and each hazard word and dish name kana spells in three or more (hazards.json, hazard-conditions.json, dishes). Made by scripts/kana-readings.ts --write, never edited by hand.',
      readings,
    },
    null,
    2,
  )}\n`

if (import.meta.main) {
  const made = readingsFile(kanaReadings())
  const kept = await Bun.file(FILE)
    .text()
    .catch(() => '')
  if (process.argv.includes('--write')) await Bun.write(FILE, made)
  console.log(
    made === kept
      ? 'kana-readings.json is current'
      : `kana-readings.json ${process.argv.includes('--write') ? 'written' : 'is out of date: run with --write'}`,
  )
}

/**
 * `bun scripts/kana-readings.ts [--write]`: the kana reading of every restriction word written wholly in kanji (the
 * names of knowledge/diets.json's diets and knowledge/food-words.json's classes and families), read by kuromoji, as
 * knowledge/kana-readings.json holds them. The service reads that file, so serving a recipe never loads the Japanese
 * parser; tests/ai/food/kana-readings.test.ts fails when the file and the words drift apart. Prints what would change;
 * `--write` writes the file.
 */
import { japanese } from '../src/ai/food/reader/tokens'
import diets from '../knowledge/diets.json'
import words from '../knowledge/food-words.json'

const FILE = new URL('../knowledge/kana-readings.json', import.meta.url).pathname

export function kanaReadings(): Record<string, string> {
  const names = [...diets.diets, ...words.classes, ...words.families].flatMap((entry) => entry.names)
  const kanji = [...new Set(names.filter((n) => /^\p{Script=Han}+$/u.test(n)))].sort()
  return Object.fromEntries(kanji.map((n) => [n, japanese(n).reduce((kana, t) => kana + t.reading, '')]))
}

export const readingsFile = (readings: Record<string, string>) =>
  `${JSON.stringify(
    {
      about:
        'The kana reading of each restriction word written wholly in kanji (diets.json, food-words.json), by kuromoji: made by scripts/kana-readings.ts --write, never edited by hand.',
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

import { expect, test } from 'bun:test'
import { kanaReadings, readingsFile } from '../../../scripts/kana-readings'
import KANA from '../../../knowledge/kana-readings.json'

test('knowledge/kana-readings.json holds the reading of every kanji restriction word, as kuromoji reads it', async () => {
  const kept = await Bun.file(new URL('../../../knowledge/kana-readings.json', import.meta.url).pathname).text()
  expect(kept).toBe(readingsFile(kanaReadings()))
})

test('the hazard words and dish names are in the file as kana spells them, so hazards.ts never tokenises them', async () => {
  const readings: Record<string, string> = KANA.readings
  expect([readings['無殺菌'], readings['チーズ'], readings['みたらし団子']]).toEqual([
    'むさっきん',
    'ちーず',
    'みたらしだんご',
  ])
  const source = await Bun.file(new URL('../../../src/ai/food/hazards.ts', import.meta.url).pathname).text()
  expect(source).not.toMatch(/from '(?:wanakana|\.\/reader\/tokens)'/)
})

import { expect, test } from 'bun:test'
import { kanaReadings, readingsFile } from '../../../scripts/kana-readings'

test('knowledge/kana-readings.json holds the reading of every kanji restriction word, as kuromoji reads it', async () => {
  const kept = await Bun.file(new URL('../../../knowledge/kana-readings.json', import.meta.url).pathname).text()
  expect(kept).toBe(readingsFile(kanaReadings()))
})

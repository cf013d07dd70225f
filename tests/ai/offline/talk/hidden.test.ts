import { describe, expect, test } from 'bun:test'
import data from '../../../../knowledge/hidden-traits.json'
import { HIDDEN, HIDDEN_TRAITS_FILE, LABEL, loadHiddenTraits } from '../../../../src/ai/offline/talk/hidden'

const row = (over: Record<string, unknown> = {}) => ({
  trait: 'wheat',
  ids: ['soy_sauce'],
  note: { ja: '小麦で醸造されています', en: 'it is brewed with wheat' },
  ...over,
})
/** A valid file with these rows, to feed the loader broken ones. */
const file = (carries: unknown[] = [row()], check_label: unknown[] = []) => ({ about: ['test'], carries, check_label })
const fails = (raw: unknown, why: RegExp) => expect(() => loadHiddenTraits(raw)).toThrow(why)

describe('the hidden-trait notes and their loader', () => {
  test('the file loads, and says why soy sauce carries wheat and why tamari still wants a look at the label', () => {
    expect(loadHiddenTraits(data).carries.length).toBe(data.carries.length)
    expect(HIDDEN.find((h) => h.trait === 'wheat' && h.ids.includes('soy_sauce'))?.note.en).toMatch(/brewed with wheat/)
    expect(LABEL.find((l) => l.trait === 'wheat' && l.ids.includes('tamari'))?.note.ja).toMatch(/表示/)
  })

  test('a valid row loads as it is written', () => {
    expect(loadHiddenTraits(file()).carries as unknown[]).toEqual([row()])
  })

  test('a row without both languages, with an unknown field or trait, or with no ids is refused', () => {
    const where = new RegExp(`^${HIDDEN_TRAITS_FILE}: carries\\[0\\]`)
    fails(file([row({ note: { ja: '小麦' } })]), where)
    fails(file([row({ note: { en: 'wheat' } })]), /carries\[0\].*\/note\/ja/)
    fails(file([row({ note: { ja: '', en: 'wheat' } })]), /carries\[0\].*\/note\/ja/)
    fails(file([row({ colour: 'red' })]), /carries\[0\]/)
    fails(file([row({ note: { ja: '小麦', en: 'wheat', fr: 'blé' } })]), /carries\[0\]/)
    fails(file([row({ trait: 'spicy' })]), /carries\[0\].*\/trait/)
    fails(file([row({ ids: [] })]), /carries\[0\].*\/ids/)
    fails({ ...file(), notes: [] }, /\/notes/)
    fails({ about: ['test'], carries: [] }, /\/check_label/)
  })

  test('an id the catalogue does not know is refused', () => {
    fails(
      file([row({ ids: ['soy_sauce', 'unicorn_milk'] })]),
      /carries\[0\] \(wheat\): "unicorn_milk" is not in the catalogue/,
    )
    fails(
      file([], [row({ ids: ['unicorn_milk'] })]),
      /check_label\[0\] \(wheat\): "unicorn_milk" is not in the catalogue/,
    )
  })

  test('a note on why an ingredient carries a trait lists only ingredients that carry it', () => {
    fails(file([row({ ids: ['soy_sauce', 'tamari'] })]), /carries\[0\] \(wheat\): "tamari" does not carry wheat/)
  })

  test('a note to check the label lists only ingredients free of the trait: one that carries it is never in the dish', () => {
    fails(file([], [row({ ids: ['tamari', 'soy_sauce'] })]), /check_label\[0\] \(wheat\): "soy_sauce" carries wheat/)
  })

  test('an ingredient stands once per trait in a list, so no note is hidden behind another', () => {
    fails(
      file([row(), row({ ids: ['mentsuyu', 'soy_sauce'] })]),
      /carries\[1\] \(wheat\): "soy_sauce" already has a note for wheat in carries\[0\]/,
    )
    expect(loadHiddenTraits(file([row(), row({ trait: 'gluten' })])).carries.length).toBe(2)
  })
})

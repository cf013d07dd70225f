import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { explained, render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'

describe('a recipe for a reader who asks for plain steps', () => {
  test('explains each term once, after the step that first says it; a term inside a longer one is that one', () => {
    const lines = explained(['しょうゆを加え、落とし蓋をして中弱火で煮る。', '落とし蓋を取り、弱火で煮詰める。'], 'ja')
    expect(lines[0]).toContain('「落とし蓋」は、')
    expect(lines[0]).toContain('「中弱火」は、')
    expect(lines[0]).not.toContain('「弱火」は、')
    expect(lines[1]).not.toContain('「落とし蓋」は、')
    expect(lines[1]).toContain('「弱火」は、')
    expect(lines[1]).toContain('「煮詰める」は、')
    const en = explained(
      ['Brown it over medium-high heat.', 'Simmer over medium-high heat, then rest for 5 minutes.'],
      'en',
    )
    expect(en[0]).toContain('"medium-high heat" here means')
    expect(en[0]).not.toContain('"high heat"')
    expect(en[1]).toContain('"simmer" here means')
    expect(en[1]).toContain('"rest" here means')
    expect(en[1]).not.toContain('"medium-high heat" here')
  })

  test('the brief reads the ask from the theme (knowledge/equipment.json)', () => {
    expect(readBrief('料理ほぼ初めてです。肉じゃがをわかりやすく教えてください', 'ja').limits.asks).toContain('explain')
    expect(readBrief('beef stew, step by step for a beginner', 'en').limits.asks).toContain('explain')
    expect(readBrief('beef stew', 'en').limits.asks ?? []).not.toContain('explain')
    // A why about one thing (すが立つ理由) is answered by the talk from the notes: it asks for no glossary.
    expect(readBrief('茶碗蒸し　すが立つ理由も知りたい', 'ja').limits.asks ?? []).not.toContain('explain')
  })

  test('only where the brief asks for it, each line within a recipe line', () => {
    const recipe = recipeFor('nikujaga')!
    const plain = render({ recipe, decisions: [] })
    const asked = render({ recipe, decisions: [] }, ['explain'])
    expect(plain.steps_ja.join('')).not.toContain('「落とし蓋」は、')
    expect(asked.steps_ja.join('')).toContain('「落とし蓋」は、')
    expect(asked.steps_ja.length).toBe(plain.steps_ja.length)
    for (const s of [...asked.steps_ja, ...asked.steps_en]) expect(s.length).toBeLessThanOrEqual(300)
  })
})

import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

describe('minutes given as a key and its value are the time limit', () => {
  test.each([
    ['{"dish": "lasagna", "diet": "vegetarian", "max_time_min": 45}', 'en', 45],
    ['{"request": "ramen", "time_limit_minutes": 20}', 'en', 20],
    ['dish: tacos\ncook time: 35', 'en', 35],
    ['{"料理":"ハンバーグ","時間":25}', 'ja', 25],
    ['- 料理: シチュー\n- 調理時間: 45\n- 人数: 2', 'ja', 45],
    ['料理：カレー\n所要時間：30', 'ja', 30],
  ] as const)('%s', (theme, lang, minutes) => {
    expect(readBrief(theme, lang as Lang).limits.minutes).toBe(minutes)
  })

  test.each([
    ['time: 1 hour, tacos', 'en', 60],
    ['時間: 1時間半でカレー', 'ja', 90],
    ['時間がない、30分で', 'ja', 30],
  ] as const)('a time said with its unit is read as before: %s', (theme, lang, minutes) => {
    expect(readBrief(theme, lang as Lang).limits.minutes).toBe(minutes)
  })
})

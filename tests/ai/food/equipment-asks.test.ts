import { describe, expect, test } from 'bun:test'
import { readEquipmentAsks } from '../../../src/ai/food/asks'

describe('reading the kitchen a theme has', () => {
  test('an ellipsis does not part the device from "all we have"', () => {
    expect(readEquipmentAsks("a stew but in a microwave... it's all we have at the office")).toEqual(['microwave_only'])
    expect(readEquipmentAsks('a stew in a microwave. we have all the spices.')).toEqual([])
  })

  test('a device named in romaji is the device', () => {
    expect(readEquipmentAsks('suihanki only, a dessert please')).toEqual(['rice_cooker_only'])
    expect(readEquipmentAsks('just a denshi renji in my dorm')).toEqual(['microwave_only'])
  })
})

import { describe, expect, it } from 'vitest'
import { keepNewest } from './keep-newest'

describe('keepNewest', () => {
  it('keeps the latest entries up to the limit, a key set again counting as new', () => {
    const map = new Map<string, number>()
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      keepNewest(map, key, value, 3)
    keepNewest(map, 'a', 10, 3)
    keepNewest(map, 'd', 4, 3)
    expect([...map]).toEqual([
      ['c', 3],
      ['a', 10],
      ['d', 4],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { figuresCache } from './figures-cache'

describe('figuresCache', () => {
  it('computes once per data version and key, afresh for a new version or another key', async () => {
    const figures = figuresCache()
    let computed = 0
    const count = () => Promise.resolve(++computed)
    expect(await figures('10:10:')(['stock', { countryId: 1 }], count)).toBe(1)
    expect(await figures('10:10:')(['stock', { countryId: 1 }], count)).toBe(1)
    expect(await figures('10:10:')(['stock', { countryId: 2 }], count)).toBe(2)
    expect(await figures('10:11:10')(['stock', { countryId: 1 }], count)).toBe(3)
    expect(await figures(undefined)(['stock', { countryId: 1 }], count)).toBe(4)
    expect(await figures(undefined)(['stock', { countryId: 1 }], count)).toBe(5)
  })

  it('shares one computation between requests that ask at the same time', async () => {
    const figures = figuresCache()
    let computed = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 10))
    expect(await Promise.all([figures('7:7:')(['a'], slow), figures('7:7:')(['a'], slow)])).toEqual([1, 1])
  })

  it('keeps no failure: the next request computes again', async () => {
    const figures = figuresCache()
    await expect(figures('7:7:')(['a'], () => Promise.reject(new Error('lost connection')))).rejects.toThrow()
    expect(await figures('7:7:')(['a'], () => Promise.resolve('counted'))).toBe('counted')
  })

  it('holds answers up to its size, the least recently used given up first', async () => {
    const figures = figuresCache(120)
    let computed = 0
    const answer = () => Promise.resolve({ n: ++computed, text: 'x'.repeat(40) })
    expect((await figures('7:7:')(['a'], answer)).n).toBe(1)
    expect((await figures('7:7:')(['b'], answer)).n).toBe(2)
    expect((await figures('7:7:')(['a'], answer)).n).toBe(1)
    expect((await figures('7:7:')(['c'], answer)).n).toBe(3)
    expect((await figures('7:7:')(['b'], answer)).n).toBe(4)
    const large = () => Promise.resolve({ n: ++computed, text: 'x'.repeat(200) })
    expect((await figures('7:7:')(['d'], large)).n).toBe(5)
    expect((await figures('7:7:')(['d'], large)).n).toBe(6)
  })
})

import { describe, expect, it } from 'vitest'
import { cachedTotal, dataChanged } from './list'

const query = (sql: string, params: unknown[] = []) => ({ toSQL: () => ({ sql, params }) })

describe('list totals', () => {
  it('counts a filter once, again after a write, and separately for other parameters', async () => {
    let counted = 0
    const count = async () => {
      counted += 1
      return 40 + counted
    }
    const q = query('select count(*) from vehicles where station_id = $1', [7])
    expect(await cachedTotal(q, count)).toBe(41)
    expect(await cachedTotal(q, count)).toBe(41)
    expect(counted).toBe(1)
    expect(await cachedTotal(query('select count(*) from vehicles where station_id = $1', [8]), count)).toBe(
      42,
    )
    dataChanged()
    expect(await cachedTotal(q, count)).toBe(43)
    expect(counted).toBe(3)
  })
})

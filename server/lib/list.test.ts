import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { cachedTotal, dataChanged, pageWindow } from './list'

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

describe('page windows', () => {
  const text = (window: ReturnType<typeof pageWindow>) => {
    const { sql, params } = new PgDialect().sqlToQuery(window.sql)
    return { sql, params }
  }

  it('writes the first ten pages as numbers and keeps deeper pages as parameters', () => {
    expect(text(pageWindow(25, 0))).toEqual({ sql: 'limit 25 offset 0', params: [] })
    expect(text(pageWindow(25, 225))).toEqual({ sql: 'limit 25 offset 225', params: [] })
    expect(pageWindow(25, 225).key).toBe('25@225')
    expect(text(pageWindow(25, 250))).toEqual({ sql: 'limit $1 offset $2', params: [25, 250] })
    expect(pageWindow(25, 250).key).toBe('any')
  })

  it('never writes anything but whole numbers into the statement', () => {
    for (const [limit, offset] of [
      [25.5, 0],
      [25, -1],
      [0, 0],
      [Number.NaN, 0],
      ['1; drop table users' as unknown as number, 0],
    ] as const)
      expect(text(pageWindow(limit, offset)).params).toEqual([limit, offset])
  })
})

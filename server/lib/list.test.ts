import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { cachedTotal, dataChanged, knownSort, pageAnchors, pageSql, pageWindow } from './list'

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

  it('computes a figure once for requests that ask while it is being computed, not across a write', async () => {
    let counted = 0
    let finish: (() => void) | undefined
    const slowCount = () =>
      new Promise<number>((resolve) => {
        counted += 1
        const n = 100 + counted
        finish = () => resolve(n)
      })
    const q = query('select count(*) from vehicles where category_id = $1', [3])
    const asked = [cachedTotal(q, slowCount), cachedTotal(q, slowCount), cachedTotal(q, slowCount)]
    expect(counted).toBe(1)
    finish!()
    expect(await Promise.all(asked)).toEqual([101, 101, 101])

    dataChanged()
    const before = cachedTotal(q, slowCount)
    const firstFinish = finish
    dataChanged()
    const after = cachedTotal(q, slowCount)
    expect(counted).toBe(3)
    finish!()
    firstFinish!()
    expect(await before).toBe(102)
    expect(await after).toBe(103)
  })

  it('lets the next request compute again when a computation fails', async () => {
    let calls = 0
    const failing = async () => {
      calls += 1
      if (calls === 1) throw new Error('database gone')
      return 7
    }
    const q = query('select count(*) from vehicles where vendor_id = $1', [9])
    await expect(cachedTotal(q, failing)).rejects.toThrow('database gone')
    expect(await cachedTotal(q, failing)).toBe(7)
  })
})

describe('page windows', () => {
  const text = (limit: number, offset: number) => {
    const { sql, params } = new PgDialect().sqlToQuery(pageSql(limit, offset))
    return { sql, params }
  }

  it('writes the page size as a number and reads the offset through a parameter', () => {
    expect(text(25, 0)).toEqual({ sql: 'limit 25 offset (select $1::bigint)', params: [0] })
    expect(text(25, 37475)).toEqual({ sql: 'limit 25 offset (select $1::bigint)', params: [37475] })
    expect(pageWindow(25).key).toBe('25')
  })

  it('never writes anything but a whole page size into the statement', () => {
    for (const limit of [25.5, 0, -1, 501, Number.NaN, '1; drop table users' as unknown as number]) {
      expect(text(limit, 0)).toEqual({ sql: 'limit $1 offset (select $2::bigint)', params: [limit, 0] })
      expect(pageWindow(limit).key).toBe('any')
    }
  })
})

describe('page anchors', () => {
  it('answers the nearest row read at or before an offset, past the start of the list', () => {
    const list = pageAnchors('anchors-test:nearest')
    list.remember([
      { offset: 0, key: ['2026-05-04', 4] },
      { offset: 24, key: ['2026-05-01', 9] },
      { offset: 37475, key: ['2024-01-02', 77] },
    ])
    const later = pageAnchors('anchors-test:nearest')
    expect(later.before(0)).toBeUndefined()
    expect(later.before(23)).toBeUndefined()
    expect(later.before(25)).toEqual({ offset: 24, key: ['2026-05-01', 9] })
    expect(later.before(37475)).toEqual({ offset: 37475, key: ['2024-01-02', 77] })
    expect(pageAnchors('anchors-test:another list').before(37475)).toBeUndefined()
  })

  it('forgets every row after a write, and does not remember rows read before it', () => {
    pageAnchors('anchors-test:write').remember([{ offset: 50, key: ['2026-05-01', 9] }])
    const readingDuringWrite = pageAnchors('anchors-test:write')
    dataChanged()
    expect(pageAnchors('anchors-test:write').before(60)).toBeUndefined()
    readingDuringWrite.remember([{ offset: 40, key: ['2026-04-01', 3] }])
    expect(pageAnchors('anchors-test:write').before(60)).toBeUndefined()
  })
})

describe('known sorts', () => {
  it('keeps an allowed column and its direction, and takes the fallback for anything else', () => {
    const sortable = { name: 1, createdAt: 2 }
    expect(knownSort('-createdAt', sortable, 'name')).toBe('-createdAt')
    expect(knownSort('createdAt', sortable, 'name')).toBe('createdAt')
    expect(knownSort(undefined, sortable, 'name')).toBe('name')
    expect(knownSort('-shoeSize', sortable, 'name')).toBe('-name')
    expect(knownSort('toString', sortable, 'name')).toBe('name')
  })
})

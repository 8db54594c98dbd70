import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../db/select-rows'
import { createTestApp, type TestApp } from './test-app'
import { notRecordWrites, sendWrite, type WriteContext, writeCases } from './write-cases'

/**
 * Mass assignment: every route that creates or changes a record is sent a valid body plus the fields
 * only the server may write (a primary key, timestamps, numbers, statuses, authors). Each write must
 * succeed and none of those values may reach any table: the route's contract is the list of what a
 * client writes, and the path (or `?Id=`) decides which record.
 */
let t: TestApp
let ctx: WriteContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = { t, headers: (await t.as('SuperAdmin')).headers }
})
afterAll(() => t.close())

const hostileId = 1987654321
const hostileTime = '2001-02-03T04:05:06.000Z'
const hostile: Record<string, unknown> = {
  id: hostileId,
  createdAt: hostileTime,
  updatedAt: hostileTime,
  voidedAt: hostileTime,
  createdBy: hostileId,
  enteredBy: hostileId,
  number: 'HOSTILE-NUMBER',
  stockNo: 'HOSTILE-STOCK',
  receiptNo: 'HOSTILE-RECEIPT',
  status: 'HOSTILE',
  total: '7777777',
  passwordHash: 'HOSTILE-HASH',
  base: 'HOSTILE',
}

/** Rows of any table holding one of the hostile values, as "table: row". */
const hostileRows = async () => {
  const tables = await selectRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const found: string[] = []
  for (const { name } of tables) {
    const rows = await selectRows<{ row: string }>(
      t.db,
      sql.raw(
        `select x::text as row from "${name}" x where x::text ~ '(HOSTILE|${hostileId}|2001-02-03|7777777)'`,
      ),
    )
    for (const { row } of rows) found.push(`${name}: ${row.slice(0, 300)}`)
  }
  return found
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }
    >
  >
}

/** The body fields a route declares (any content type). */
const declared = (route: string) => {
  const [method, path] = route.split(' ') as [string, string]
  const op = (t.app.swagger() as OpenApi).paths[path]?.[method.toLowerCase()]
  const schema = Object.values(op?.requestBody?.content ?? {})[0]?.schema
  return new Set(Object.keys(schema?.properties ?? {}))
}

describe('server-owned fields', () => {
  it('every create and update route is covered by the batteries, or listed with why it is not', async () => {
    await t.app.ready()
    const doc = t.app.swagger() as OpenApi
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'post' || m === 'put' || m === 'patch')
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    const covered = new Set([...writeCases.map((c) => c.route), ...Object.keys(notRecordWrites)])
    expect(writes.filter((w) => !covered.has(w))).toEqual([])
    expect([...covered].filter((w) => !writes.includes(w))).toEqual([])
  })

  it.each(writeCases.map((c) => [c.route, c] as const))(
    '%s writes what its contract allows and nothing the server owns',
    async (_route, c) => {
      const req = await c.make(ctx)
      const own = declared(c.route)
      // A body may name the record it updates (the original client's add-or-edit): not for a new one.
      const addressed = own.has('id') && !c.route.includes('{id}')
      const extra = Object.fromEntries(
        Object.entries(hostile).filter(([k]) => !own.has(k) || (k === 'id' && !addressed)),
      )
      const before = new Set(await hostileRows())
      const res = await sendWrite(ctx, { ...req, fields: { ...req.fields, ...extra } })
      expect(res.statusCode, res.body).toBeLessThan(300)
      expect((await hostileRows()).filter((row) => !before.has(row))).toEqual([])
    },
  )

  it('an add-or-edit body that names another record than its address is refused, and nothing changes', async () => {
    const one = await sendWrite(ctx, {
      method: 'POST',
      url: '/api/vendor/addedit?Id=0',
      form: true,
      fields: { name: 'Addressed Auction A', type: 'auction', countryId: 1, currency: 'JPY' },
    })
    const two = await sendWrite(ctx, {
      method: 'POST',
      url: '/api/vendor/addedit?Id=0',
      form: true,
      fields: { name: 'Addressed Auction B', type: 'auction', countryId: 1, currency: 'JPY' },
    })
    const [a, b] = [one.json().id as number, two.json().id as number]
    const res = await sendWrite(ctx, {
      method: 'POST',
      url: `/api/vendor/addedit?Id=${a}`,
      form: true,
      fields: { id: b, name: 'Renamed', type: 'auction', countryId: 1, currency: 'JPY' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ id: ['names another record than the address'] })
    const names = await selectRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from vendors where id in (${a}, ${b}) order by id`,
    )
    expect(names).toEqual([
      { id: a, name: 'Addressed Auction A' },
      { id: b, name: 'Addressed Auction B' },
    ])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../shared/messages'
import { createTestApp, type TestApp } from './test-app'
import { sendWrite, type WriteContext, type WriteRequest, writeCases } from './write-cases'

/**
 * Two people edit one record: each edit form sends back the version it loaded, and the second save,
 * made from a copy the first one has since changed, is refused (409) instead of silently overwriting
 * it. A client that sends no version (the original one) saves as before.
 */
let t: TestApp
let ctx: WriteContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = { t, headers: (await t.as('SuperAdmin')).headers }
})
afterAll(() => t.close())

type Edit = {
  /** The write case (server/test/write-cases.ts) whose request changes an existing record. */
  route: string
  /** The record's id in that request. */
  id: (req: WriteRequest) => number
  /** Where the record is read, and the field that shows an edit. */
  read: (id: number) => string
  field: string
  /** An add-or-edit case: its request adds a record, which the test then edits. */
  adds?: true
}

const last = (url: string) => Number(url.split(/[/?=]/).at(-1))
const edits: Edit[] = [
  {
    route: 'PUT /api/customer/update/{id}',
    id: (r) => last(r.url),
    read: (id) => `/api/customer?Id=${id}`,
    field: 'city',
  },
  {
    route: 'PUT /api/vendor/UpdateVendor/{id}',
    id: (r) => last(r.url),
    read: (id) => `/api/vendor?Id=${id}`,
    field: 'city',
  },
  {
    route: 'PUT /api/Station/UpdateStation/{id}',
    id: (r) => last(r.url),
    read: (id) => `/api/Station/GetStatus/${id}`,
    field: 'city',
  },
  {
    route: 'PUT /api/Category/UpdateCategory/{id}',
    id: (r) => last(r.url),
    read: (id) => `/api/Category/Category/${id}`,
    field: 'description',
  },
  {
    route: 'PUT /api/car/updateCar/{id}',
    id: (r) => last(r.url),
    read: (id) => `/api/car/GetAll/${id}`,
    field: 'colour',
  },
  {
    route: 'POST /api/Staff/addedit',
    id: () => 0,
    read: (id) => `/api/Staff?Id=${id}`,
    field: 'nationalId',
    adds: true,
  },
  {
    route: 'POST /api/car/addeditexpense',
    id: () => 0,
    read: (id) => `/api/car/expenses?Id=${id}`,
    field: 'details',
    adds: true,
  },
]

const one = async (url: string) => {
  const res = await t.app.inject({ url, headers: ctx.headers })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  return (Array.isArray(body) ? body[0] : body) as Record<string, unknown> & { version: number }
}

describe('lost updates', () => {
  it.each(edits.map((e) => [e.route, e] as const))(
    '%s: a save from a stale copy is refused',
    async (route, e) => {
      const c = writeCases.find((w) => w.route === route)!
      let req = await c.make(ctx)
      let id = e.id(req)
      if (e.adds) {
        const added = await sendWrite(ctx, req)
        expect(added.statusCode, added.body).toBe(201)
        id = added.json().id
        req = { ...req, url: req.url.replace('?Id=0', `?Id=${id}`) }
      }
      const loaded = await one(e.read(id))
      expect(loaded.version).toBeGreaterThan(0)
      // The first editor saves from the version both loaded.
      const first = await sendWrite(ctx, {
        ...req,
        fields: { ...req.fields, [e.field]: 'First editor', version: loaded.version },
      })
      expect(first.statusCode, first.body).toBe(200)
      expect(await one(e.read(id))).toMatchObject({ [e.field]: 'First editor', version: loaded.version + 1 })
      // The second saves the same stale copy: refused, and the first editor's change stays.
      const second = await sendWrite(ctx, {
        ...req,
        fields: { ...req.fields, [e.field]: 'Second editor', version: loaded.version },
      })
      expect(second.statusCode, second.body).toBe(409)
      expect(second.json()).toMatchObject({
        message: messages.common.changedMeanwhile,
        errors: { version: [messages.common.changedMeanwhile] },
      })
      expect(await one(e.read(id))).toMatchObject({ [e.field]: 'First editor', version: loaded.version + 1 })
      // Saved again from the record as it is now, it goes through; without a version, as before.
      const reloaded = await sendWrite(ctx, {
        ...req,
        fields: { ...req.fields, [e.field]: 'Second editor', version: loaded.version + 1 },
      })
      expect(reloaded.statusCode, reloaded.body).toBe(200)
      const legacy = await sendWrite(ctx, { ...req, fields: { ...req.fields, [e.field]: 'Original client' } })
      expect(legacy.statusCode, legacy.body).toBe(200)
      expect(await one(e.read(id))).toMatchObject({
        [e.field]: 'Original client',
        version: loaded.version + 3,
      })
    },
  )

  it('two saves from one copy at the same moment: exactly one wins', async () => {
    const c = writeCases.find((w) => w.route === 'PUT /api/customer/update/{id}')!
    const req = await c.make(ctx)
    const { version } = await one(`/api/customer?Id=${last(req.url)}`)
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((who) => sendWrite(ctx, { ...req, fields: { ...req.fields, city: who, version } })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
  })
})

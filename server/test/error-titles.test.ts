import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorTitle } from '../../shared/messages'
import { createTestApp, type TestApp } from './test-app'
import { sendWrite, type WriteContext, writeCases } from './write-cases'

/**
 * An error's title is what a screen shows as the heading of the failure: plain words, never the
 * protocol's reason phrase ("Conflict", "Unsupported Media Type", "Not Found").
 */
let t: TestApp
let ctx: WriteContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = { t, headers: (await t.as('SuperAdmin')).headers }
})
afterAll(() => t.close())

const reasonPhrases = [
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Method Not Allowed',
  'Conflict',
  'Payload Too Large',
  'Unsupported Media Type',
  'Too Many Requests',
  'Internal Server Error',
]

const expectReadableTitle = (res: { statusCode: number; json: () => { title: string } }, status: number) => {
  expect(res.statusCode).toBe(status)
  expect(reasonPhrases).not.toContain(res.json().title)
  expect(res.json().title).toBe(errorTitle(status))
}

describe('error titles', () => {
  it('read as words for every kind of failure', async () => {
    expectReadableTitle(await t.app.inject({ url: '/api/customer' }), 401)
    const agent = await t.as('AgentSales')
    expectReadableTitle(await t.app.inject({ url: '/api/vendor', headers: agent.headers }), 403)
    expectReadableTitle(await t.app.inject({ url: '/api/no-such-route', headers: ctx.headers }), 404)
    expectReadableTitle(await t.app.inject({ url: '/api/customer?Id=999999', headers: ctx.headers }), 404)
    expectReadableTitle(
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/addedit?Id=0',
        payload: {},
        headers: ctx.headers,
      }),
      400,
    )
    expectReadableTitle(
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/addedit?Id=0',
        payload: 'firstName=A',
        headers: { ...ctx.headers, 'content-type': 'text/csv' },
      }),
      415,
    )
  })

  it('a stale save is titled in words, and its message names no field key', async () => {
    const c = writeCases.find((w) => w.route === 'PUT /api/customer/update/{id}')!
    const req = await c.make(ctx)
    const id = Number(req.url.split('/').at(-1))
    const [loaded] = (await t.app.inject({ url: `/api/customer?Id=${id}`, headers: ctx.headers })).json()
    const fields = { ...req.fields, version: loaded.version }
    expect((await sendWrite(ctx, { ...req, fields })).statusCode).toBe(200)
    const stale = await sendWrite(ctx, { ...req, fields })
    expectReadableTitle(stale, 409)
    expect(stale.json().message).not.toMatch(/^version:/)
  })
})

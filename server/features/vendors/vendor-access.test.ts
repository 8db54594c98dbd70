import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../../shared/roles'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVendorFields, vendorClient } from './vendors.fakes'

let t: TestApp
let v: ReturnType<typeof vendorClient>
let admin: Record<string, string>
let existing: number
beforeAll(async () => {
  t = await createTestApp()
  v = vendorClient(t)
  admin = (await t.as('SuperAdmin')).headers
  existing = (await v.add(fakeVendorFields(), admin)).json().id
})
afterAll(() => t.close())

/** Every vendor endpoint, called with the given headers. */
const everyEndpoint = (headers: Record<string, string>) => [
  v.list('', headers),
  v.get(existing, headers),
  v.add(fakeVendorFields(), headers),
  v.update(existing, fakeVendorFields(), headers),
  v.remove(existing, headers),
]

describe('vendor access (MainAdmin, Accounts, SuperAdmin, Admin, AgentStock)', () => {
  it('401 on every endpoint without a token', async () => {
    for (const res of await Promise.all(everyEndpoint({}))) expect(res.statusCode).toBe(401)
  })

  it('403 for AgentSales on every endpoint; nothing changes', async () => {
    const sales = (await t.as('AgentSales')).headers
    for (const res of await Promise.all(everyEndpoint(sales))) expect(res.statusCode).toBe(403)
    expect((await v.get(existing, admin)).statusCode).toBe(200)
  })

  it.each(['AgentStock', 'Accounts'] as Role[])(
    '%s may list, read, add and edit but not delete',
    async (role) => {
      const who = (await t.as(role)).headers
      expect((await v.list('', who)).statusCode).toBe(200)
      expect((await v.get(existing, who)).statusCode).toBe(200)
      const added = await v.add(fakeVendorFields(), who)
      expect(added.statusCode).toBe(201)
      expect((await v.update(added.json().id, fakeVendorFields(), who)).statusCode).toBe(200)
      expect((await v.remove(added.json().id, who)).statusCode).toBe(403)
      expect((await v.get(added.json().id, admin)).statusCode).toBe(200)
    },
  )

  it.each(['SuperAdmin', 'MainAdmin', 'Admin'] as Role[])('%s may delete', async (role) => {
    const who = (await t.as(role)).headers
    const { id } = (await v.add(fakeVendorFields(), who)).json()
    expect((await v.remove(id, who)).statusCode).toBe(200)
  })

  it('documents every vendor endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    const paths = Object.keys(doc.paths).map((p) => p.toLowerCase())
    for (const path of [
      '/api/vendor',
      '/api/vendor/addedit',
      '/api/vendor/updatevendor/{id}',
      '/api/vendor/delete',
    ])
      expect(paths).toContain(path)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedVendorsDemo } from './vendors.demo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo vendors', () => {
  it('adds 15 vendors of every type once; a second run adds nothing', async () => {
    await seedVendorsDemo(t.db)
    await seedVendorsDemo(t.db)
    const rows = await t.db.select().from(vendors)
    expect(rows).toHaveLength(15)
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['auction', 'dealer', 'showroom', 'individual']))
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['USS Tokyo', 'TAA Yokohama', 'JU Aichi']))
    expect(rows.every((r) => !r.phone || r.phone.startsWith('+'))).toBe(true)
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { CustomerInput } from '../../../shared/customers'
import { customers } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedCustomersDemo } from './customers.demo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('seeds 40 valid customers in several countries, once', async () => {
  await seedCustomersDemo(t.db)
  await seedCustomersDemo(t.db)
  const rows = await t.db.select().from(customers)
  expect(rows).toHaveLength(40)
  expect(new Set(rows.map((r) => r.countryId)).size).toBeGreaterThanOrEqual(7)
  expect(rows.every((r) => r.whatsapp?.startsWith('+'))).toBe(true)
  for (const row of rows) expect(CustomerInput.safeParse(row).error).toBeUndefined()
  const admin = await t.as('MainAdmin')
  const res = await t.app.inject({ url: '/api/customer?page=1&pageSize=10&q=motors', headers: admin.headers })
  expect(res.statusCode).toBe(200)
  expect(Number(res.headers['x-total-count'])).toBeGreaterThan(3)
})

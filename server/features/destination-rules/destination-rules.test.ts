import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DestinationRule } from '../../../shared/destination-rules'
import { auditLog, countries, destinationRules } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let owner: Awaited<ReturnType<TestApp['as']>>
const country = { tanzania: 0, uganda: 0 }

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  for (const [key, iso] of [
    ['tanzania', 'TZ'],
    ['uganda', 'UG'],
  ] as const) {
    const [row] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, iso))
    country[key] = row!.id
  }
})
afterAll(() => t.close())

const rule = (overrides: Record<string, unknown> = {}) => ({
  countryId: country.tanzania,
  maxAgeYears: 10,
  ageFrom: 'first_registration',
  appliedBy: 'arrival',
  source: 'Owner’s copy of the import regulations, 2026',
  effectiveFrom: '2026-01-01',
  ...overrides,
})
const post = (payload: Record<string, unknown>, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/destination-rules', payload, headers })
const list = async (headers = owner.headers) => {
  const res = await t.app.inject({ url: '/api/destination-rules', headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as DestinationRule[]
}

describe('destination rules', () => {
  it("every role reads them; Kenya's published rule is there from the first start", async () => {
    const rules = await list((await t.as('AgentSales')).headers)
    expect(rules.find((r) => r.countryName === 'Kenya')).toMatchObject({
      maxAgeYears: 8,
      ageFrom: 'first_registration',
      appliedBy: 'year_end',
      steering: 'Right',
      source: expect.stringMatching(/^https:\/\//),
    })
  })

  it('an owner adds one, audited; a second for the same country is 409 naming countryId', async () => {
    const res = await post(rule())
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().id as number
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      countryName: 'Tanzania',
      maxAgeYears: 10,
      appliedBy: 'arrival',
      steering: null,
      inspectionAgency: null,
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'destination_rules'), eq(auditLog.entityId, String(id))))
    expect(audit).toHaveLength(1)
    const again = await post(rule())
    expect(again.statusCode).toBe(409)
    expect(again.json().errors.countryId).toBeDefined()
  })

  it('an owner edits one; a save from a stale copy is refused', async () => {
    const [kenya] = (await list()).filter((r) => r.countryName === 'Kenya')
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/destination-rules/${kenya!.id}`,
        payload,
        headers: owner.headers,
      })
    const fields = {
      ...rule({ countryId: kenya!.countryId }),
      version: kenya!.version,
      appliedBy: 'year_end',
      maxAgeYears: 8,
    }
    const saved = await put({ ...fields, notes: 'Checked against the 2026 notice' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await list()).find((r) => r.id === kenya!.id)?.notes).toBe('Checked against the 2026 notice')
    expect((await put({ ...fields, notes: 'From a stale copy' })).statusCode).toBe(409)
  })

  it('400 naming the field, and nothing is stored', async () => {
    const before = await t.db.$count(destinationRules)
    const cases: [Record<string, unknown>, string][] = [
      [{ countryId: 99999 }, 'countryId'],
      [{ source: '' }, 'source'],
      [{ maxAgeYears: 0 }, 'maxAgeYears'],
      [{ ageFrom: 'purchase' }, 'ageFrom'],
      [{ appliedBy: 'whenever' }, 'appliedBy'],
      [{ steering: 'Middle' }, 'steering'],
      [{ effectiveFrom: '2026-02-30' }, 'effectiveFrom'],
    ]
    for (const [overrides, field] of cases) {
      const res = await post(rule({ countryId: country.uganda, ...overrides }))
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
    expect(await t.db.$count(destinationRules)).toBe(before)
  })

  it('only the owners keep them: 403 for the other roles, 401 without a session', async () => {
    for (const role of ['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)
      expect(
        (await post(rule({ countryId: country.uganda }), (await t.as(role)).headers)).statusCode,
        role,
      ).toBe(403)
    expect((await post(rule({ countryId: country.uganda }), {})).statusCode).toBe(401)
  })
})

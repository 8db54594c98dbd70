import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { getLetterhead } from './settings.repo'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_NAME: 'Fuji Trading' })
  admin = (await t.as('SuperAdmin')).headers
})
afterAll(() => t.close())

const put = (fields: Parameters<typeof multipart>[0], headers = admin) => {
  const form = multipart(fields)
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}

describe('business settings (the letterhead)', () => {
  it('starts from BUSINESS_NAME, saves the details and a logo, and feeds the letterhead', async () => {
    const first = await t.app.inject({ url: '/api/settings', headers: admin })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ name: 'Fuji Trading', logoUrl: null, updatedAt: null })

    const logo = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#1e3a5f' } })
      .jpeg()
      .toBuffer()
    const res = await put({
      name: 'Fuji Trading Co., Ltd.',
      address: '1-2-3 Honcho, Yokohama',
      phone: '+81 45 000 1111',
      email: 'Office@Fuji.test',
      bankDetails: 'SMBC Yokohama, account 7654321',
      logo: { filename: 'logo.jpg', content: logo, contentType: 'image/jpeg' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json()
    expect(saved).toMatchObject({
      name: 'Fuji Trading Co., Ltd.',
      email: 'office@fuji.test',
      updatedAt: expect.any(String),
    })
    expect(saved.logoUrl).toMatch(/^data:image\/png;base64,/)

    const letterhead = await getLetterhead(t.db)
    expect(letterhead).toMatchObject({
      name: 'Fuji Trading Co., Ltd.',
      bankDetails: 'SMBC Yokohama, account 7654321',
    })
    // Stored as a PNG scaled to fit a letterhead.
    const meta = await sharp(letterhead.logo!).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 200 })

    // Saving without a file keeps the logo; removeLogo drops it.
    expect((await put({ name: 'Fuji Trading Co., Ltd.' })).json().logoUrl).toMatch(/^data:image\/png/)
    expect((await put({ name: 'Fuji Trading Co., Ltd.', removeLogo: 'true' })).json().logoUrl).toBeNull()
    expect((await getLetterhead(t.db)).logo).toBeNull()
  })

  it('checks the logo by its content (415 naming logo) and the fields (400)', async () => {
    const fake = await put({
      name: 'Fuji',
      logo: {
        filename: 'logo.png',
        content: Buffer.from('<svg onload="alert(1)"/>'),
        contentType: 'image/png',
      },
    })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().errors.logo).toBeDefined()
    const blank = await put({ name: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors.name).toBeDefined()
    expect((await put({ name: 'Fuji', email: 'nope' })).json().errors.email).toBeDefined()
  })

  it('is for SuperAdmin and MainAdmin only (403 for the others, 401 without a token)', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401)
    for (const role of ['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const) {
      const { headers } = await t.as(role)
      expect((await t.app.inject({ url: '/api/settings', headers })).statusCode, role).toBe(403)
      expect((await put({ name: 'Hijacked' }, headers)).statusCode, role).toBe(403)
    }
    const main = (await t.as('MainAdmin')).headers
    expect((await put({ name: 'Fuji Trading' }, main)).statusCode).toBe(200)
  })
})

describe('the export chain’s periods', () => {
  const periods = {
    auctionPaymentDays: 4,
    reinspectionDays: 10,
    originalsAfterPaymentDays: 5,
    taxPeriodMonths: 3,
    fiscalYearEndMonth: 12,
  }
  const putChain = (payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/chain', headers, payload })

  it('starts from the defaults, saves an owner’s periods over the loaded version, audited', async () => {
    const first = await t.app.inject({ url: '/api/settings/chain', headers: admin })
    expect(first.statusCode).toBe(200)
    const { version } = first.json()
    expect(first.json()).toEqual({
      auctionPaymentDays: 3,
      reinspectionDays: 7,
      originalsAfterPaymentDays: 7,
      taxPeriodMonths: 12,
      fiscalYearEndMonth: 3,
      version,
    })
    const res = await putChain({ ...periods, version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ ...periods, version: version + 1 })
    // Everyone who reads the deadlines reads the periods they count from.
    const { headers } = await t.as('AgentSales')
    expect((await t.app.inject({ url: '/api/settings/chain', headers })).json()).toEqual(res.json())

    const stale = await putChain({ ...periods, reinspectionDays: 3, version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors.version).toBeDefined()
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'business_settings'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      before: expect.objectContaining({ auctionPaymentDays: 3, taxPeriodMonths: 12 }),
      after: periods,
    })
  })

  it.each([
    ['auctionPaymentDays', -1, 'from 0 to 60'],
    ['reinspectionDays', 61, 'from 0 to 60'],
    ['originalsAfterPaymentDays', 1.5, 'whole number'],
    ['taxPeriodMonths', 6, '1, 3 or 12 months'],
    ['fiscalYearEndMonth', 13, 'from 1 to 12'],
    ['fiscalYearEndMonth', 'March', 'from 1 to 12'],
  ])('refuses %s = %j with a 400 naming it', async (field, value, text) => {
    const res = await putChain({ ...periods, [field]: value })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[field].join(' ')).toContain(text)
  })

  it('only the owners change them', async () => {
    for (const role of ['Admin', 'AgentStock', 'Accounts'] as const) {
      const { headers } = await t.as(role)
      expect((await putChain(periods, headers)).statusCode, role).toBe(403)
    }
    expect((await t.app.inject({ url: '/api/settings/chain' })).statusCode).toBe(401)
  })
})

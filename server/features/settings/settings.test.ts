import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, categories, files } from '../../db/schema'
import { multipart, samples, tamperSignature } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedCategoriesDemo } from './categories.demo'

let t: TestApp
let admin: { headers: Record<string, string> }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('Admin')
})
afterAll(() => t.close())

let seq = 0
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: `Category ${++seq}`,
  description: 'Four-door saloons',
  status: 'active',
  ...overrides,
})

const send = (
  method: 'POST' | 'PUT',
  url: string,
  body: Record<string, unknown>,
  headers = admin.headers,
) => {
  const form = multipart(body as never)
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } })
}
const add = (body: Record<string, unknown>, headers = admin.headers) =>
  send('POST', '/api/Category/AddCategory', body, headers)
const get = (url: string, headers = admin.headers) => t.app.inject({ url, headers })
const remove = (id: number, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/Category/Delete/${id}`, headers })
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads'))
const names = (res: { json: () => { name: string }[] }) => res.json().map((c) => c.name)

describe('categories', () => {
  it('adds a category with an image (multipart), status active by default, audited', async () => {
    const res = await add({ name: 'Sedan', description: 'Saloons', Image: samples.png() })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Category Added Successfully')
    const one = (await get(`/api/Category/Category/${res.json().id}`)).json()
    expect(one).toMatchObject({ name: 'Sedan', description: 'Saloons', status: 'active' })
    expect(one.imageUrl).toMatch(/^\/api\/files\/.+\?exp=\d+(&s=[\w-]+)?&sig=/)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(one.id)))
    expect(audit.map((a) => [a.entity, a.action])).toContainEqual(['categories', 'create'])
  })

  it('adds from JSON too; an empty description is stored as null', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Category/AddCategory',
      payload: { name: 'Kei car', description: '', status: 'inactive' },
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(201)
    const one = (await get(`/api/Category/Category/${res.json().id}`)).json()
    expect(one).toMatchObject({ name: 'Kei car', description: null, status: 'inactive', imageUrl: null })
  })

  it('lists, searches name and description, filters by status, pages with X-Total-Count', async () => {
    await add(fields({ name: 'Pickup', description: 'Hilux, Navara double cab' }))
    await add(fields({ name: 'Wagon', status: 'inactive' }))
    const found = await get('/api/Category?q=navara&page=1&pageSize=10')
    expect(found.statusCode).toBe(200)
    expect(names(found)).toEqual(['Pickup'])
    expect(found.headers['x-total-count']).toBe('1')
    const inactive = await get('/api/Category?status=inactive&pageSize=500')
    expect(inactive.json().every((c: { status: string }) => c.status === 'inactive')).toBe(true)
    expect(names(inactive)).toContain('Wagon')
    const all = await get('/api/category?pageSize=500')
    expect(all.headers['x-total-count']).toBeUndefined()
    const page2 = await get('/api/Category?page=2&pageSize=2&sort=name')
    expect(names(page2)).toEqual(names(all).slice(2, 4))
    expect(Number(page2.headers['x-total-count'])).toBe(all.json().length)
    expect((await get('/api/Category?status=retired')).statusCode).toBe(400)
  })

  it('sorts by name both ways, ignoring case', async () => {
    await add(fields({ name: 'bus' }))
    const asc = names(await get('/api/Category?sort=name&pageSize=500'))
    const desc = names(await get('/api/Category?sort=-name&pageSize=500'))
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(desc).toEqual([...asc].reverse())
  })

  it('updates a category (multipart, with an id field) and keeps the image when none is sent', async () => {
    const created = (await add({ ...fields(), image: samples.png() })).json()
    const res = await send('PUT', `/api/Category/UpdateCategory/${created.id}`, {
      ...fields({ name: 'Minivan', description: 'Noah, Voxy', status: 'inactive' }),
      id: created.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Category Updated Successfully')
    const one = (await get(`/api/Category/Category/${created.id}`)).json()
    expect(one).toMatchObject({ name: 'Minivan', description: 'Noah, Voxy', status: 'inactive' })
    expect(one.imageUrl).toMatch(/^\/api\/files\//)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)))
    expect(audit.find((a) => a.action === 'update')?.before).toMatchObject({ status: 'active' })
    const keepName = await send(
      'PUT',
      `/api/Category/UpdateCategory/${created.id}`,
      fields({ name: 'MINIVAN' }),
    )
    expect(keepName.statusCode).toBe(200)
    const missing = await send('PUT', '/api/Category/UpdateCategory/99999', fields())
    expect(missing.statusCode).toBe(404)
  })

  it('400 naming the field (missing name, bad status), 409 for a duplicate name in any case', async () => {
    const missing = await add(fields({ name: '' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.name).toBeDefined()
    const badStatus = await add(fields({ status: 'retired' }))
    expect(badStatus.statusCode).toBe(400)
    expect(badStatus.json().errors.status).toBeDefined()
    await add(fields({ name: 'Truck' }))
    const dup = await add(fields({ name: 'TRUCK' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.name).toBeDefined()
    const other = (await add(fields())).json()
    const dupUpdate = await send('PUT', `/api/Category/UpdateCategory/${other.id}`, fields({ name: 'truck' }))
    expect(dupUpdate.statusCode).toBe(409)
    expect(dupUpdate.json().errors.name).toBeDefined()
  })

  it('415 for a file that is not an image by content, 413 over 10 MB; nothing saved', async () => {
    const count = async () => ({
      files: uploads().length,
      rows: (await t.db.select().from(categories)).length,
      fileRows: (await t.db.select().from(files)).length,
    })
    const before = await count()
    const fake = await add({ ...fields(), image: samples.fakePng() })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().errors.image).toBeDefined()
    expect((await add({ ...fields(), image: samples.pdf() })).statusCode).toBe(415)
    const huge = await add({ ...fields(), image: samples.huge() })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().errors.image).toBeDefined()
    const created = (await add(fields())).json()
    const afterAdd = await count()
    const badUpdate = await send('PUT', `/api/Category/UpdateCategory/${created.id}`, {
      ...fields({ name: 'Should not stick' }),
      image: samples.fakePng(),
    })
    expect(badUpdate.statusCode).toBe(415)
    expect((await get(`/api/Category/Category/${created.id}`)).json().name).not.toBe('Should not stick')
    expect(await count()).toEqual(afterAdd)
    expect(afterAdd).toEqual({ ...before, rows: before.rows + 1 })
  })

  it('serves the image through a signed URL only; unsigned, tampered or expired is refused', async () => {
    const created = (await add({ ...fields(), image: samples.png() })).json()
    const { imageUrl } = (await get(`/api/Category/Category/${created.id}`)).json()
    const ok = await t.app.inject({ url: imageUrl })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('image/png')
    // Stored re-encoded: still the same 1×1 PNG picture.
    expect((await sharp(ok.rawPayload).metadata()).format).toBe('png')
    expect((await sharp(ok.rawPayload).metadata()).width).toBe(1)
    expect((await t.app.inject({ url: imageUrl.split('?')[0] })).statusCode).toBe(400)
    expect((await t.app.inject({ url: tamperSignature(imageUrl) })).statusCode).toBe(403)
    const url = new URL(imageUrl, 'http://x')
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 10))
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403)
  })

  it('deletes a category, audited; 404 for an unknown one', async () => {
    const created = (await add(fields())).json()
    const res = await remove(created.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Category Deleted Successfully')
    expect((await t.db.select().from(categories).where(eq(categories.id, created.id))).length).toBe(0)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)))
    expect(audit.map((a) => [a.entity, a.action])).toContainEqual(['categories', 'delete'])
    expect((await remove(created.id)).statusCode).toBe(404)
    expect((await get(`/api/Category/Category/${created.id}`)).statusCode).toBe(404)
  })

  it.each(['AgentStock', 'AgentSales', 'Accounts'] as const)(
    '%s may read but not add, edit or delete (403)',
    async (role) => {
      const who = await t.as(role)
      const created = (await add(fields())).json()
      expect((await get('/api/Category', who.headers)).statusCode).toBe(200)
      expect((await get(`/api/Category/Category/${created.id}`, who.headers)).statusCode).toBe(200)
      expect((await add(fields(), who.headers)).statusCode).toBe(403)
      const update = await send('PUT', `/api/Category/UpdateCategory/${created.id}`, fields(), who.headers)
      expect(update.statusCode).toBe(403)
      expect((await remove(created.id, who.headers)).statusCode).toBe(403)
    },
  )

  it.each(['SuperAdmin', 'MainAdmin'] as const)('%s may add and delete', async (role) => {
    const who = await t.as(role)
    const created = await add(fields(), who.headers)
    expect(created.statusCode).toBe(201)
    expect((await remove(created.json().id, who.headers)).statusCode).toBe(200)
  })

  it('401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/Category' })).statusCode).toBe(401)
    expect((await add(fields(), {})).statusCode).toBe(401)
  })

  it('409 said plainly when a record still refers to the category; nothing deleted', async () => {
    // Vehicles come later: a stand-in table with a foreign key exercises the same mechanism.
    await t.db.execute(sql`create table category_users_probe (category_id integer references categories(id))`)
    const created = (await add(fields())).json()
    await t.db.execute(sql`insert into category_users_probe values (${created.id})`)
    const res = await remove(created.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/cannot be deleted/)
    expect((await get(`/api/Category/Category/${created.id}`)).statusCode).toBe(200)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)))
    expect(audit.map((a) => a.action)).not.toContain('delete')
    await t.db.execute(sql`drop table category_users_probe`)
  })

  it('demo data: eleven categories with some inactive, seeded only into an empty table', async () => {
    await t.db.delete(categories)
    await seedCategoriesDemo(t.db)
    await seedCategoriesDemo(t.db)
    const rows = await t.db.select().from(categories)
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Sedan', 'SUV', 'Kei car', 'Minivan']))
    expect(rows).toHaveLength(11)
    expect(rows.some((r) => r.status === 'inactive')).toBe(true)
    expect(rows.every((r) => r.description)).toBe(true)
  })
})

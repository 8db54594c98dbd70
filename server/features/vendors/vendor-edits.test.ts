import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, vendors } from '../../db/schema'
import { samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVendorFields, vendorClient } from './vendors.fakes'

let t: TestApp
let v: ReturnType<typeof vendorClient>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  v = vendorClient(t)
  admin = (await t.as('MainAdmin')).headers
})
afterAll(() => t.close())

describe('vendors: update and delete', () => {
  it('updates with PUT (multipart), keeping the files when none are sent; audited with before and after', async () => {
    const { id } = (
      await v.add({ ...fakeVendorFields(), imageFile: samples.png(), idCardFile: samples.png() }, admin)
    ).json()
    const before = (await v.get(id, admin)).json()
    const res = await v.update(
      id,
      fakeVendorFields({ name: 'TAA Yokohama', city: 'Yokohama', advance: '0' }),
      admin,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id, message: 'Vendor Updated Successfully' })
    const after = (await v.get(id, admin)).json()
    expect(after).toMatchObject({ name: 'TAA Yokohama', city: 'Yokohama', advance: '0.00' })
    expect(after.imageUrl.split('?')[0]).toBe(before.imageUrl.split('?')[0])
    expect(after.idCardMime).toBe('image/png')
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update'))
      .then((rows) => rows.filter((r) => r.entity === 'vendors' && r.entityId === String(id)))
    expect(audit?.before).toMatchObject({ city: 'Tokyo' })
    expect(audit?.after).toMatchObject({ name: 'TAA Yokohama' })
    expect((await v.update(99999, fakeVendorFields(), admin)).statusCode).toBe(404)
  })

  it('updates through vendor/addedit with an Id too', async () => {
    const { id } = (await v.add(fakeVendorFields(), admin)).json()
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/addedit?Id=${id}`,
      headers: admin,
      payload: fakeVendorFields({ name: 'JU Aichi', countryId: 1 }),
    })
    expect(form.statusCode).toBe(200)
    expect(form.json().message).toBe('Vendor Updated Successfully')
    expect((await v.get(id, admin)).json().name).toBe('JU Aichi')
  })

  it('400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ type: 'wholesaler' }, 'type'],
      [{ email: 'nope' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ advance: '-5' }, 'advance'],
      [{ advance: '12.345' }, 'advance'],
      [{ currency: 'XX' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ countryId: 9999 }, 'countryId'],
      [{ countryId: '' }, 'countryId'],
    ]
    for (const [fields, field] of cases) {
      const res = await v.add(fakeVendorFields(fields), admin)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], JSON.stringify(res.json())).toBeDefined()
    }
  })

  it('409 for the same name in the same country (any case); the same name elsewhere is fine', async () => {
    await v.add(fakeVendorFields({ name: 'Sakura Motors', countryId: 1 }), admin)
    const dup = await v.add(fakeVendorFields({ name: 'SAKURA motors', countryId: 1 }), admin)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.name).toBeDefined()
    expect((await v.add(fakeVendorFields({ name: 'Sakura Motors', countryId: 2 }), admin)).statusCode).toBe(
      201,
    )
    const other = (await v.add(fakeVendorFields(), admin)).json()
    const renamed = await v.update(other.id, fakeVendorFields({ name: 'sakura MOTORS', countryId: 1 }), admin)
    expect(renamed.statusCode).toBe(409)
  })

  it('deletes a vendor (audited); 404 for an unknown one; 400 without an id', async () => {
    const { id } = (await v.add(fakeVendorFields(), admin)).json()
    const res = await v.remove(id, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Vendor Deleted Successfully')
    expect(await t.db.select().from(vendors).where(eq(vendors.id, id))).toHaveLength(0)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
    expect(audit.map((a) => a.action)).toContain('delete')
    expect((await v.remove(id, admin)).statusCode).toBe(404)
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/delete',
      payload: {},
      headers: admin,
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors.id).toBeDefined()
  })

  it('409, said plainly, when something (a vehicle) still refers to the vendor; nothing deleted', async () => {
    const { id } = (await v.add(fakeVendorFields(), admin)).json()
    // Vehicles come later; a table with the same kind of foreign key stands in for them.
    await t.db.execute(sql`create table if not exists vendor_refs (vendor_id integer references vendors(id))`)
    await t.db.execute(sql`insert into vendor_refs values (${id})`)
    const res = await v.remove(id, admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/cannot be deleted/)
    expect(await t.db.select().from(vendors).where(eq(vendors.id, id))).toHaveLength(1)
  })
})

import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportFileView } from '../../../shared/export-files'
import { auditLog, exportFiles, files } from '../../db/schema'
import { type FilePart, multipart, samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: { headers: Headers }
let japan: { id: number }
let vendorId: number

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  japan = await fakeStation(t.db, 1)
  vendorId = (await fakeVendor(t.db)).id
})
afterAll(() => t.close())

const addVehicle = async () => {
  const form = multipart(
    fakeVehicleFields({ vendorId, stationId: japan.id }, { purchaseDate: '2026-01-05' }) as never,
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as number
}
const upload = (carId: number, step: string, document?: FilePart, headers = owner.headers) => {
  const form = multipart({ document, note: document ? undefined : 'no file' })
  return t.app.inject({
    method: 'PUT',
    url: `/api/export-files/${carId}/documents/${step}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
const remove = (carId: number, step: string, headers = owner.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/export-files/${carId}/documents/${step}`, headers })
const view = async (carId: number) => {
  const res = await t.app.inject({ url: `/api/export-files/${carId}`, headers: owner.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ExportFileView
}
const auditOf = (carId: number) =>
  t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'export_files'), eq(auditLog.entityId, String(carId))))
    .orderBy(asc(auditLog.id))

describe('export file documents', () => {
  it('keeps a scanned PDF on a car with no file yet, behind a signed URL in the view, audited', async () => {
    const car = await addVehicle()
    expect((await view(car)).documents).toEqual({
      dereg: null,
      inspection: null,
      permit: null,
      originals: null,
      recycle: null,
    })
    const res = await upload(car, 'dereg', samples.pdf())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Export deregistration: document saved')
    const seen = await view(car)
    expect(seen.file).toMatchObject({ vehicleId: car, version: 1, deregAppliedOn: null })
    expect(seen.documents.dereg).toMatchObject({ name: 'doc.pdf', type: 'application/pdf' })
    expect(seen.documents.inspection).toBeNull()
    const served = await t.app.inject({ url: seen.documents.dereg!.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toContain('application/pdf')
    const audit = await auditOf(car)
    expect(audit.map((a) => a.action)).toEqual(['attach document'])
    expect(audit[0]!.after).toMatchObject({ documentStep: 'dereg' })
  })

  it('replaces a document (the old file stays stored for the audit), removes it, each audited', async () => {
    const car = await addVehicle()
    expect((await upload(car, 'inspection', samples.png())).statusCode).toBe(200)
    const [first] = await t.db
      .select({ id: exportFiles.inspectionDocumentId })
      .from(exportFiles)
      .where(eq(exportFiles.vehicleId, car))
    expect((await upload(car, 'inspection', samples.jpeg())).statusCode).toBe(200)
    const replaced = (await view(car)).documents.inspection!
    expect(replaced).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' })
    expect(replaced.url).not.toContain(first!.id!)
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, first!.id!))).toHaveLength(1)

    const gone = await remove(car, 'inspection')
    expect(gone.statusCode, gone.body).toBe(200)
    expect(gone.json().message).toBe('Inspection: document removed')
    expect((await view(car)).documents.inspection).toBeNull()
    expect((await remove(car, 'inspection')).statusCode).toBe(404)
    expect((await auditOf(car)).map((a) => a.action)).toEqual([
      'attach document',
      'attach document',
      'remove document',
    ])
  })

  it('a document leaves the form’s version and fields alone, and the JSON save cannot set or clear one', async () => {
    const car = await addVehicle()
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/export-files/${car}`,
      headers: owner.headers,
      payload: { deregAppliedOn: '2026-02-01' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await upload(car, 'permit', samples.pdf())).statusCode).toBe(200)
    const { file, documents } = await view(car)
    expect(file).toMatchObject({ version: 1, deregAppliedOn: '2026-02-01' })
    const [other] = await t.db.select({ id: files.id }).from(files).limit(1)
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/export-files/${car}`,
      headers: owner.headers,
      payload: {
        deregAppliedOn: '2026-02-02',
        version: 1,
        permitDocumentId: null,
        deregDocumentId: other!.id,
      },
    })
    expect(again.statusCode, again.body).toBe(200)
    const after = await view(car)
    expect(after.documents.permit).toMatchObject({ name: documents.permit!.name })
    expect(after.documents.dereg).toBeNull()
  })

  it.each([
    ['a step that is not one', 'bl', samples.pdf(), 400, 'step'],
    ['no file', 'permit', undefined, 400, 'document'],
    ['a program named .png', 'permit', samples.fakePng(), 415, 'document'],
  ] as const)(
    'refuses %s, naming the field, and writes nothing',
    async (_case, step, file, status, field) => {
      const car = await addVehicle()
      const res = await upload(car, step, file)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().errors[field]).toBeDefined()
      expect((await view(car)).file).toBeNull()
      expect(await auditOf(car)).toEqual([])
    },
  )

  it('AgentSales reads the documents but may not upload or remove one', async () => {
    const car = await addVehicle()
    expect((await upload(car, 'originals', samples.pdf())).statusCode).toBe(200)
    const sales = await t.as('AgentSales')
    expect((await t.app.inject({ url: `/api/export-files/${car}`, headers: sales.headers })).statusCode).toBe(
      200,
    )
    expect((await upload(car, 'originals', samples.pdf(), sales.headers)).statusCode).toBe(403)
    expect((await remove(car, 'originals', sales.headers)).statusCode).toBe(403)
  })

  it('another country’s office cannot touch a car’s documents', async () => {
    const car = await addVehicle()
    const karachi = await t.as('AgentStock', { countryId: 2 })
    expect((await upload(car, 'recycle', samples.pdf(), karachi.headers)).statusCode).toBe(404)
    expect((await upload(car, 'recycle', samples.pdf())).statusCode).toBe(200)
    expect((await remove(car, 'recycle', karachi.headers)).statusCode).toBe(404)
    expect((await view(car)).documents.recycle).not.toBeNull()
    // The stock side of the car's own office may.
    const tokyo = await t.as('AgentStock')
    expect((await remove(car, 'recycle', tokyo.headers)).statusCode).toBe(200)
  })
})

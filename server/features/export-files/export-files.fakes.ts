import type { Db } from '../../db/client'
import { exportFiles } from './export-files.table'

let seq = 0

/** An export file ready for loading (deregistered, inspection passed), straight in the database. */
export const fakeExportFile = async (
  db: Db,
  vehicleId: number,
  overrides: Partial<typeof exportFiles.$inferInsert> = {},
) => {
  seq += 1
  await db.insert(exportFiles).values({
    vehicleId,
    deregAppliedOn: '2026-10-02',
    deregCertificateNo: `EXC-FAKE-${seq}-${Date.now() % 100000}`,
    plannedExportOn: '2027-03-01',
    deregIssuedOn: '2026-10-03',
    inspectionResult: 'passed',
    inspectedOn: '2026-10-05',
    ...overrides,
  })
}

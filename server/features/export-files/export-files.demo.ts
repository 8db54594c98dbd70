import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/dates'
import { ExportFileInput } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { shipmentCars, shipments } from '../shipments/shipments.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { exportFiles } from './export-files.table'
import { saveExportFile } from './save-export-file'

const later = (a: string, b: string) => (a > b ? a : b)

/**
 * Export files for the demo's shipped cars, in every state, and deadlines of every kind: refunds to
 * claim for the arrived cars, a planned export date before the loaded shipment's ETD, an inspection
 * expiring before the booked shipment's ETA, and a certificate overdue for return on a car that
 * stayed in Japan. Idempotent.
 */
export const seedExportFilesDemo = async (db: Db, timeZone: string) => {
  const [existing] = await db.select({ n: count() }).from(exportFiles)
  if (existing!.n > 0) return
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email, countryId: users.countryId })
    .from(users)
    .where(eq(users.role, 'SuperAdmin'))
    .orderBy(asc(users.id))
    .limit(1)
  if (!owner) return
  const actor: SessionUser = { ...owner, role: 'SuperAdmin', sessionId: 'demo' }
  const today = todayIn(timeZone)
  const day = (offset: number) => addDays(today, offset)
  const onBoard = await db
    .select({
      vehicleId: vehicles.id,
      purchaseDate: vehicles.purchaseDate,
      status: shipments.status,
      etd: shipments.etd,
      eta: shipments.eta,
      departedOn: shipments.departedOn,
    })
    .from(shipmentCars)
    .innerJoin(vehicles, eq(vehicles.id, shipmentCars.vehicleId))
    .innerJoin(shipments, eq(shipments.id, shipmentCars.shipmentId))
    .orderBy(asc(shipments.id), asc(vehicles.id))
  let n = 0
  const save = (vehicleId: number, fields: Record<string, unknown>) =>
    saveExportFile(db, actor, vehicleId, ExportFileInput.parse(fields), today)
  for (const [i, car] of onBoard.entries()) {
    const applied = later(car.purchaseDate, day(-50))
    const dereg = {
      deregAppliedOn: applied,
      plannedExportOn: car.status === 'loaded' && i % 2 === 0 ? day(1) : car.etd,
      deregCertificateNo: `EXC-${today.slice(0, 4)}-${String(1001 + n++).padStart(5, '0')}`,
      deregIssuedOn: later(applied, day(-48)),
    }
    if (car.status === 'booked') {
      await save(car.vehicleId, {
        deregAppliedOn: applied,
        plannedExportOn: car.etd,
        inspectionAgency: 'QISJ',
        inspectionResult: 'passed',
        inspectedOn: later(applied, day(-5)),
        inspectionCertificateNo: `QISJ-${car.vehicleId}`,
        inspectionExpiresOn: addDays(car.eta, -10),
      })
      continue
    }
    const departed = car.departedOn
    await save(car.vehicleId, {
      ...dereg,
      ...(departed
        ? {
            exportPermitNo: `EP-${car.vehicleId}-${departed.slice(0, 4)}`,
            exportPermitOn: later(applied, addDays(departed, -2)),
          }
        : {}),
      ...(car.status === 'arrived' && i % 3 === 0
        ? {
            originalsCourier: 'DHL',
            originalsTracking: `JD01460000${car.vehicleId}`,
            originalsSentOn: later(applied, day(-8)),
            recycleClaimedOn: day(-3),
            recycleAmount: '11500',
          }
        : {}),
    })
  }
  // A car that stayed in Japan with its certificate out past the planned date: return it.
  const [stayed] = await db
    .select({ id: vehicles.id, purchaseDate: vehicles.purchaseDate })
    .from(vehicles)
    .leftJoin(shipmentCars, eq(shipmentCars.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.status, 'in_stock'),
        eq(vehicles.purchaseCurrency, 'JPY'),
        eq(vehicles.moved, false),
        isNull(shipmentCars.vehicleId),
      ),
    )
    .orderBy(asc(vehicles.purchaseDate))
    .limit(1)
  if (stayed) {
    const applied = later(stayed.purchaseDate, day(-60))
    await save(stayed.id, {
      deregAppliedOn: applied,
      plannedExportOn: later(applied, day(-20)),
      deregCertificateNo: `EXC-${today.slice(0, 4)}-${String(1001 + n).padStart(5, '0')}`,
      deregIssuedOn: applied,
      notes: 'Buyer cancelled; the car waits for the next vessel',
    })
  }
}

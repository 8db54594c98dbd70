import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/dates'
import { ExportFileInput } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import { demoOwner } from '../../db/demo'
import { selectRows } from '../../db/select-rows'
import { shipmentCars, shipments } from '../shipments/shipments.table'
import { vehicles } from '../vehicles/vehicles.table'
import { getExportFile } from './export-files.repo'
import { exportFiles } from './export-files.table'
import { saveExportFile } from './save-export-file'

const later = (a: string, b: string) => (a > b ? a : b)

/**
 * A demo car's export file ready for loading on a shipment leaving on `etd`: deregistered with the ETD
 * as its planned export date, and inspected where the destination requires it.
 */
export const readyExportFile = (
  car: { id: number; purchaseDate: string },
  requiredInspection: string | null,
  etd: string,
  today: string,
) => {
  const applied = later(car.purchaseDate, addDays(today, -50))
  return {
    deregAppliedOn: applied,
    plannedExportOn: etd,
    deregCertificateNo: `EXC-${today.slice(0, 4)}-${String(car.id).padStart(6, '0')}`,
    deregIssuedOn: later(applied, addDays(today, -48)),
    ...(requiredInspection
      ? {
          inspectionAgency: requiredInspection,
          inspectionResult: 'passed',
          inspectedOn: later(applied, addDays(today, -46)),
          inspectionCertificateNo: `QISJ-${car.id}`,
        }
      : {}),
  }
}

/**
 * The rest of the demo's export files, after the shipments: permits for the cars that sailed, originals
 * sent and refunds claimed for some that arrived, an inspection expiring before the booked shipment's
 * ETA and one failed, the originals of a car paid in full still here, and a certificate overdue for
 * return on a car that stayed in Japan. Idempotent.
 */
export const seedExportFilesDemo = async (db: Db, timeZone: string) => {
  const [done] = await db
    .select({ n: count() })
    .from(exportFiles)
    .where(isNotNull(exportFiles.exportPermitNo))
  if (done!.n > 0) return
  const actor = await demoOwner(db)
  if (!actor) return
  const today = todayIn(timeZone)
  const day = (offset: number) => addDays(today, offset)
  const save = (vehicleId: number, fields: Record<string, unknown>) =>
    saveExportFile(db, actor, vehicleId, ExportFileInput.parse(fields), today)
  const onBoard = await db
    .select({
      id: vehicles.id,
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
  for (const [i, car] of onBoard.entries()) {
    const file = await getExportFile(db, car.id)
    const { vehicleId: _, ...kept } = file ?? { vehicleId: 0 }
    if (car.status === 'booked') {
      const applied = later(car.purchaseDate, day(-30))
      // The second car failed its inspection nine days ago and waits for the re-inspection.
      const failed = onBoard.findIndex((c) => c.status === 'booked') + 1 === i
      await save(car.id, {
        deregAppliedOn: applied,
        plannedExportOn: car.etd,
        inspectionAgency: 'QISJ',
        inspectionResult: failed ? 'failed' : 'passed',
        inspectedOn: later(applied, day(failed ? -9 : -5)),
        inspectionCertificateNo: `QISJ-${car.id}`,
        inspectionExpiresOn: addDays(car.eta, -10),
      })
    } else if (car.departedOn && file)
      await save(car.id, {
        ...kept,
        exportPermitNo: `EP-${car.id}-${car.departedOn.slice(0, 4)}`,
        exportPermitOn: later(file.deregIssuedOn ?? car.purchaseDate, addDays(car.departedOn, -2)),
        ...(car.status === 'arrived' && i % 3 === 0
          ? {
              originalsCourier: 'DHL',
              originalsTracking: `JD01460000${car.id}`,
              originalsSentOn: day(-8),
              recycleClaimedOn: day(-3),
              recycleAmount: '11500',
            }
          : {}),
      })
  }
  // A car sold and paid in full whose originals have not gone to the buyer yet.
  const [paidUp] = await selectRows<{ id: number }>(
    db,
    sql`select s.vehicle_id as id from sales s
      where s.status = 'active' and not exists (select 1 from export_files f where f.vehicle_id = s.vehicle_id)
        and s.price <= (select coalesce(sum(p.amount), 0) from payments p where p.sale_id = s.id and p.direction = 'in')
      order by s.date desc, s.id limit 1`,
  )
  if (paidUp) await save(paidUp.id, { notes: 'Originals go to the buyer’s clearing agent by courier' })
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
      deregCertificateNo: `EXC-${today.slice(0, 4)}-${String(stayed.id).padStart(6, '0')}`,
      deregIssuedOn: applied,
      notes: 'Buyer cancelled; the car waits for the next vessel',
    })
  }
}

import { desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  Deadline,
  DocumentStep,
  ExportFile,
  LoadingReadiness,
  StepDocuments,
} from '../../../shared/export-files'
import { deadlineRoles, exportPeriods } from '../../../shared/export-files'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { destinationRules } from '../destination-rules/destination-rules.table'
import { files } from '../files/files.table'
import { shipmentCars, shipments } from '../shipments/shipments.table'
import { stations } from '../stations/stations.table'
import { lastSafeArrival } from '../vehicles/vehicles.repo'
import { vehicles } from '../vehicles/vehicles.table'
import { exportFiles } from './export-files.table'

const fileColumns = {
  version: exportFiles.version,
  vehicleId: exportFiles.vehicleId,
  deregAppliedOn: exportFiles.deregAppliedOn,
  deregCertificateNo: exportFiles.deregCertificateNo,
  plannedExportOn: exportFiles.plannedExportOn,
  deregIssuedOn: exportFiles.deregIssuedOn,
  deregReturnedOn: exportFiles.deregReturnedOn,
  inspectionAgency: exportFiles.inspectionAgency,
  inspectionBookedOn: exportFiles.inspectionBookedOn,
  inspectionResult: sql<'passed' | 'failed' | null>`${exportFiles.inspectionResult}`,
  inspectedOn: exportFiles.inspectedOn,
  inspectionCertificateNo: exportFiles.inspectionCertificateNo,
  inspectionExpiresOn: exportFiles.inspectionExpiresOn,
  exportPermitNo: exportFiles.exportPermitNo,
  exportPermitOn: exportFiles.exportPermitOn,
  originalsCourier: exportFiles.originalsCourier,
  originalsTracking: exportFiles.originalsTracking,
  originalsSentOn: exportFiles.originalsSentOn,
  originalsDeliveredOn: exportFiles.originalsDeliveredOn,
  recycleClaimedOn: exportFiles.recycleClaimedOn,
  recycleAmount: exportFiles.recycleAmount,
  recycleReceivedOn: exportFiles.recycleReceivedOn,
  taxClaimPeriodEnd: exportFiles.taxClaimPeriodEnd,
  taxRefundAmount: exportFiles.taxRefundAmount,
  taxRefundedOn: exportFiles.taxRefundedOn,
  notes: exportFiles.notes,
}

export const getExportFile = async (db: Queryable, vehicleId: number): Promise<ExportFile | undefined> => {
  const [row] = await db.select(fileColumns).from(exportFiles).where(eq(exportFiles.vehicleId, vehicleId))
  return row
}

export const getExportFileRow = async (db: Queryable, vehicleId: number) => {
  const [row] = await db.select().from(exportFiles).where(eq(exportFiles.vehicleId, vehicleId))
  return row
}

export type ExportFileValues = Omit<typeof exportFiles.$inferInsert, 'vehicleId' | 'version' | 'updatedAt'>

export const insertExportFile = async (tx: Queryable, vehicleId: number, values: ExportFileValues) => {
  const [row] = await tx
    .insert(exportFiles)
    .values({ ...values, vehicleId })
    .returning()
  return row!
}

export const updateExportFile = async (
  tx: Queryable,
  vehicleId: number,
  values: ExportFileValues,
  version?: number,
) => {
  const [row] = await tx
    .update(exportFiles)
    .set({
      ...values,
      version: nextVersion({ id: exportFiles.vehicleId, version: exportFiles.version }),
      updatedAt: new Date(),
    })
    .where(asLoaded({ id: exportFiles.vehicleId, version: exportFiles.version }, vehicleId, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

/** The car's latest shipment (open first), with the inspection its destination requires. */
export const shipmentOfCar = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({
      id: shipments.id,
      etd: shipments.etd,
      eta: shipments.eta,
      departedOn: shipments.departedOn,
      blNumber: shipments.blNumber,
      loadingCountryId: shipments.loadingCountryId,
      requiredInspection: destinationRules.inspectionAgency,
    })
    .from(shipmentCars)
    .innerJoin(shipments, eq(shipments.id, shipmentCars.shipmentId))
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .leftJoin(destinationRules, eq(destinationRules.countryId, stations.countryId))
    .where(eq(shipmentCars.vehicleId, vehicleId))
    .orderBy(desc(shipmentCars.open), desc(shipments.etd))
    .limit(1)
  return row
}

/** The export papers of every car on a shipment, with the inspection its destination requires. */
export const shipmentReadiness = (db: Queryable, shipmentId: number): Promise<LoadingReadiness[]> =>
  db
    .select({
      stockNo: vehicles.stockNo,
      deregIssuedOn: exportFiles.deregIssuedOn,
      deregReturnedOn: exportFiles.deregReturnedOn,
      inspectionResult: exportFiles.inspectionResult,
      inspectionExpiresOn: exportFiles.inspectionExpiresOn,
      requiredInspection: destinationRules.inspectionAgency,
    })
    .from(shipmentCars)
    .innerJoin(shipments, eq(shipments.id, shipmentCars.shipmentId))
    .innerJoin(vehicles, eq(vehicles.id, shipmentCars.vehicleId))
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .leftJoin(destinationRules, eq(destinationRules.countryId, stations.countryId))
    .leftJoin(exportFiles, eq(exportFiles.vehicleId, shipmentCars.vehicleId))
    .where(eq(shipmentCars.shipmentId, shipmentId))
    .orderBy(vehicles.id)

export const vehicleCountry = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({ countryId: vehicles.countryId, purchaseDate: vehicles.purchaseDate })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
  return row
}

/**
 * Every open deadline of the export files, soonest first, for the cars standing in or shipped from
 * `countryId` (all when undefined): a certificate out for a car that has not left; a planned export date
 * before the open shipment's ETD; an inspection expiring before its ETA; a car whose destination's age
 * limit ends before the ETA (the vehicles' `lastSafeArrival`); a recycle refund not claimed since the
 * departure. Each due date mirrors `deadlineDue` in shared/export-files.ts.
 */
export const listDeadlines = async (
  db: Queryable,
  countryId: number | undefined,
  limit: number,
): Promise<Deadline[]> =>
  (
    await selectRows<Omit<Deadline, 'role'>>(
      db,
      sql`with open_ship as (
        select sc.vehicle_id, s.etd, s.eta, s.departed_on, s.loading_country_id, s.destination_station_id
        from shipment_cars sc join shipments s on s.id = sc.shipment_id where sc.open
      ),
      departed as (
        select sc.vehicle_id, max(s.departed_on) as departed_on, min(s.loading_country_id) as loading_country_id
        from shipment_cars sc join shipments s on s.id = sc.shipment_id
        where s.departed_on is not null group by sc.vehicle_id
      ),
      d as (
        select 'deregistration_return' as kind, f.vehicle_id,
          f.planned_export_on + ${exportPeriods.deregistrationReturnDays.value}::int as due_on,
          'planned export date ' || f.planned_export_on as detail
        from export_files f
        where f.dereg_issued_on is not null and f.dereg_returned_on is null
          and not exists (select 1 from departed x where x.vehicle_id = f.vehicle_id)
        union all
        select 'deregistration_before_departure', f.vehicle_id, f.planned_export_on,
          'ETD ' || o.etd
        from export_files f join open_ship o on o.vehicle_id = f.vehicle_id
        where f.planned_export_on < o.etd and o.departed_on is null
        union all
        select 'inspection_expires_before_eta', f.vehicle_id, f.inspection_expires_on,
          'ETA ' || o.eta
        from export_files f join open_ship o on o.vehicle_id = f.vehicle_id
        where f.inspection_expires_on < o.eta
        union all
        select 'last_safe_arrival_before_eta', ${vehicles.id}, ${lastSafeArrival}, 'ETA ' || o.eta
        from open_ship o join ${vehicles} on ${vehicles.id} = o.vehicle_id
        join stations ds on ds.id = o.destination_station_id
        join ${destinationRules} on ${destinationRules.countryId} = ds.country_id
        where ${lastSafeArrival} < o.eta
        union all
        select 'recycle_refund_window', x.vehicle_id,
          (x.departed_on + interval '${sql.raw(String(exportPeriods.recycleRefundYears.value))} years')::date,
          'departed ' || x.departed_on
        from departed x left join export_files f on f.vehicle_id = x.vehicle_id
        where f.recycle_claimed_on is null
      )
      select d.kind, d.vehicle_id as "vehicleId", v.stock_no as "stockNo", v.model, d.due_on::text as "dueOn", d.detail
      from d join vehicles v on v.id = d.vehicle_id
      left join departed x on x.vehicle_id = d.vehicle_id
      left join open_ship o on o.vehicle_id = d.vehicle_id
      where ${countryId ?? null}::int is null or v.country_id = ${countryId ?? null}::int
        or coalesce(o.loading_country_id, x.loading_country_id) = ${countryId ?? null}::int
      order by d.due_on, d.vehicle_id
      limit ${limit}`,
    )
  ).map((d) => ({ ...d, role: deadlineRoles[d.kind] }))

/** The column that keeps each step's scanned document. */
const documentColumns = {
  dereg: exportFiles.deregDocumentId,
  inspection: exportFiles.inspectionDocumentId,
  permit: exportFiles.permitDocumentId,
  originals: exportFiles.originalsDocumentId,
  recycle: exportFiles.recycleDocumentId,
} as const satisfies Record<DocumentStep, unknown>

export const documentKeys = {
  dereg: 'deregDocumentId',
  inspection: 'inspectionDocumentId',
  permit: 'permitDocumentId',
  originals: 'originalsDocumentId',
  recycle: 'recycleDocumentId',
} as const satisfies Record<DocumentStep, keyof typeof exportFiles.$inferSelect>

/** Each step's scanned document as a signed URL with its name and type, or null. */
export const getStepDocuments = async (
  db: Queryable,
  store: FileStore,
  vehicleId: number,
): Promise<StepDocuments> => {
  const [ids] = await db.select(documentColumns).from(exportFiles).where(eq(exportFiles.vehicleId, vehicleId))
  const wanted = Object.values(ids ?? {}).filter((id): id is string => id !== null)
  const found = wanted.length
    ? await db
        .select({ id: files.id, name: files.originalName, type: files.mime })
        .from(files)
        .where(inArray(files.id, wanted))
    : []
  const byId = new Map(found.map((f) => [f.id, f]))
  const documentOf = (step: DocumentStep) => {
    const file = ids?.[step] ? byId.get(ids[step]) : undefined
    return file ? { url: store.url(file.id)!, name: file.name, type: file.type } : null
  }
  return {
    dereg: documentOf('dereg'),
    inspection: documentOf('inspection'),
    permit: documentOf('permit'),
    originals: documentOf('originals'),
    recycle: documentOf('recycle'),
  }
}

/**
 * Sets (or clears, with null) one step's document on an existing file. The record version stays: the
 * form's fields are not touched, so a form open meanwhile still saves.
 */
export const setStepDocument = async (
  tx: Queryable,
  vehicleId: number,
  step: DocumentStep,
  fileId: string | null,
  actorId: number,
) => {
  const [row] = await tx
    .update(exportFiles)
    .set({ [documentKeys[step]]: fileId, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(exportFiles.vehicleId, vehicleId))
    .returning()
  return row!
}

/** Makes the car's file if it has none yet (its first save may be a document); whether it did. */
export const createExportFileIfMissing = async (tx: Queryable, vehicleId: number, actorId: number) => {
  const made = await tx
    .insert(exportFiles)
    .values({ vehicleId, updatedBy: actorId })
    .onConflictDoNothing({ target: exportFiles.vehicleId })
    .returning({ vehicleId: exportFiles.vehicleId })
  return made.length > 0
}

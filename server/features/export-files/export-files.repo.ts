import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  ChainSettings,
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
import { instalments, sales } from '../sales/sales.table'
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

/**
 * What was paid in on the active sale of the query (the money of its schedule). Written out in full:
 * drizzle leaves a one-table query's columns unqualified, which the subquery would read as its own.
 */
const paidInOnSale = sql<string>`(select coalesce(sum(pi.amount), 0)::numeric(18,2)::text from payments pi
    where pi.sale_id = "sales"."id" and pi.direction = 'in')`

/**
 * The export papers of every car on a shipment, with the inspection its destination requires, and for a
 * sold car its active sale's schedule and what was paid in on it.
 */
export const shipmentReadiness = async (db: Queryable, shipmentId: number): Promise<LoadingReadiness[]> => {
  const cars = await db
    .select({
      stockNo: vehicles.stockNo,
      deregIssuedOn: exportFiles.deregIssuedOn,
      deregReturnedOn: exportFiles.deregReturnedOn,
      inspectionResult: exportFiles.inspectionResult,
      inspectionExpiresOn: exportFiles.inspectionExpiresOn,
      requiredInspection: destinationRules.inspectionAgency,
      saleId: sales.id,
      saleCurrency: sales.currency,
      paid: paidInOnSale,
    })
    .from(shipmentCars)
    .innerJoin(shipments, eq(shipments.id, shipmentCars.shipmentId))
    .innerJoin(vehicles, eq(vehicles.id, shipmentCars.vehicleId))
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .leftJoin(destinationRules, eq(destinationRules.countryId, stations.countryId))
    .leftJoin(exportFiles, eq(exportFiles.vehicleId, shipmentCars.vehicleId))
    .leftJoin(sales, and(eq(sales.vehicleId, shipmentCars.vehicleId), eq(sales.status, 'active')))
    .where(eq(shipmentCars.shipmentId, shipmentId))
    .orderBy(vehicles.id)
  const saleIds = cars.flatMap((c) => (c.saleId ? [c.saleId] : []))
  const lines = saleIds.length
    ? await db
        .select({ saleId: instalments.saleId, dueDate: instalments.dueDate, amount: instalments.amount })
        .from(instalments)
        .where(inArray(instalments.saleId, saleIds))
        .orderBy(instalments.saleId, instalments.seq)
    : []
  return cars.map(({ saleId, saleCurrency, paid, ...car }) => ({
    ...car,
    sale:
      saleId && saleCurrency
        ? {
            currency: saleCurrency,
            paid,
            schedule: lines
              .filter((l) => l.saleId === saleId)
              .map(({ dueDate, amount }) => ({ dueDate, amount })),
          }
        : null,
  }))
}

/** A car's active sale, its price and what was paid in on it; undefined when unsold. */
export const activeSaleBalance = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({ currency: sales.currency, price: sales.price, paid: paidInOnSale })
    .from(sales)
    .where(and(eq(sales.vehicleId, vehicleId), eq(sales.status, 'active')))
  return row
}

export const vehicleCountry = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({ countryId: vehicles.countryId, purchaseDate: vehicles.purchaseDate })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
  return row
}

/**
 * Every open deadline of the export chain, soonest first, for the cars standing in or shipped from
 * `countryId` (all when undefined): an auction not paid out to its vendor; a certificate out for a car
 * that has not left; a planned export date before the open shipment's ETD; a failed inspection to redo;
 * an inspection expiring before its ETA; a car whose destination's age limit ends before the ETA (the
 * vehicles' `lastSafeArrival`); the originals of a car paid in full not yet sent; a recycle refund not
 * claimed since the departure; the consumption tax of a car that left not yet claimed. Each due date
 * mirrors `deadlineDue` in shared/export-files.ts, with the owners' periods (`chain`).
 */
export const listDeadlines = async (
  db: Queryable,
  countryId: number | undefined,
  limit: number,
  chain: ChainSettings,
): Promise<Deadline[]> =>
  (
    await selectRows<Omit<Deadline, 'role'>>(
      db,
      sql`with open_ship as (
        select sc.vehicle_id, s.etd, s.eta, s.departed_on, s.loading_country_id, s.destination_station_id
        from shipment_cars sc join shipments s on s.id = sc.shipment_id where sc.open
      ),
      -- A car's export is its first departure (a later one is from a branch).
      departed as (
        select sc.vehicle_id, min(s.departed_on) as departed_on, min(s.loading_country_id) as loading_country_id
        from shipment_cars sc join shipments s on s.id = sc.shipment_id
        where s.departed_on is not null group by sc.vehicle_id
      ),
      -- Only the sold cars whose originals are still here are worth running through their payments.
      unsent as materialized (
        select f.vehicle_id, s.id as sale_id, s.price
        from export_files f join sales s on s.vehicle_id = f.vehicle_id and s.status = 'active'
        where f.originals_sent_on is null
      ),
      d as (
        select 'auction_payment' as kind, a.vehicle_id,
          coalesce(av.vendor_due_date, a.sale_date + ${chain.auctionPaymentDays}::int) as due_on,
          'auction sale ' || a.sale_date as detail
        from auction_purchases a join vehicles av on av.id = a.vehicle_id
        where av.purchase_price > (select coalesce(sum(p.amount), 0) from payments p
          where p.vehicle_id = a.vehicle_id and p.direction = 'out')
        union all
        select 'deregistration_return', f.vehicle_id,
          f.planned_export_on + ${exportPeriods.deregistrationReturnDays.value}::int,
          'planned export date ' || f.planned_export_on
        from export_files f
        where f.dereg_issued_on is not null and f.dereg_returned_on is null
          and not exists (select 1 from departed x where x.vehicle_id = f.vehicle_id)
        union all
        select 'deregistration_before_departure', f.vehicle_id, f.planned_export_on,
          'ETD ' || o.etd
        from export_files f join open_ship o on o.vehicle_id = f.vehicle_id
        where f.planned_export_on < o.etd and o.departed_on is null
        union all
        select 'reinspection', f.vehicle_id, f.inspected_on + ${chain.reinspectionDays}::int,
          'failed ' || f.inspected_on
        from export_files f where f.inspection_result = 'failed' and f.inspected_on is not null
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
        select 'originals_after_payment', u.vehicle_id, c.paid_on + ${chain.originalsAfterPaymentDays}::int,
          'paid in full ' || c.paid_on
        from unsent u cross join lateral (
          select min(r.date) as paid_on from (
            select p.date, sum(p.amount) over (order by p.date, p.id) as paid
            from payments p where p.sale_id = u.sale_id and p.direction = 'in'
          ) r where r.paid >= u.price
        ) c
        where c.paid_on is not null
        union all
        select 'recycle_refund_window', x.vehicle_id,
          (x.departed_on + interval '${sql.raw(String(exportPeriods.recycleRefundYears.value))} years')::date,
          'departed ' || x.departed_on
        from departed x left join export_files f on f.vehicle_id = x.vehicle_id
        where f.recycle_claimed_on is null
        union all
        -- The last day of the return period (taxPeriodMonths long, ending with the business year) of the departure.
        select 'consumption_tax_claim', x.vehicle_id,
          (date_trunc('month', x.departed_on) + make_interval(months => ${chain.taxPeriodMonths}::int - 1
            - ((extract(month from x.departed_on)::int - ${chain.fiscalYearEndMonth}::int + 23) % 12)
              % ${chain.taxPeriodMonths}::int) + interval '1 month' - interval '1 day')::date,
          'departed ' || x.departed_on
        from departed x left join export_files f on f.vehicle_id = x.vehicle_id
        where f.tax_claim_period_end is null
          and exists (select 1 from expenses e where e.vehicle_id = x.vehicle_id
            and e.line_kind in ('consumption_tax', 'fee_tax'))
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

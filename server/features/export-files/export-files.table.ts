import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { files } from '../files/files.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/**
 * A car's export file (shared/export-files.ts): one row per car, made on its first save. The
 * certificate numbers are unique across cars: one certificate belongs to one car.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    deregAppliedOn: date('dereg_applied_on'),
    deregCertificateNo: text('dereg_certificate_no'),
    plannedExportOn: date('planned_export_on'),
    deregIssuedOn: date('dereg_issued_on'),
    deregReturnedOn: date('dereg_returned_on'),
    inspectionAgency: text('inspection_agency'),
    inspectionBookedOn: date('inspection_booked_on'),
    inspectionResult: text('inspection_result'),
    inspectedOn: date('inspected_on'),
    inspectionCertificateNo: text('inspection_certificate_no'),
    inspectionExpiresOn: date('inspection_expires_on'),
    exportPermitNo: text('export_permit_no'),
    exportPermitOn: date('export_permit_on'),
    originalsCourier: text('originals_courier'),
    originalsTracking: text('originals_tracking'),
    originalsSentOn: date('originals_sent_on'),
    originalsDeliveredOn: date('originals_delivered_on'),
    recycleClaimedOn: date('recycle_claimed_on'),
    recycleAmount: numeric('recycle_amount', { precision: 18, scale: 2 }),
    recycleReceivedOn: date('recycle_received_on'),
    /** The last day of the consumption-tax return period the car's tax was claimed in. */
    taxClaimPeriodEnd: date('tax_claim_period_end'),
    taxRefundAmount: numeric('tax_refund_amount', { precision: 18, scale: 2 }),
    taxRefundedOn: date('tax_refunded_on'),
    // Each step's scanned document.
    deregDocumentId: uuid('dereg_document_id').references(() => files.id),
    inspectionDocumentId: uuid('inspection_document_id').references(() => files.id),
    permitDocumentId: uuid('permit_document_id').references(() => files.id),
    originalsDocumentId: uuid('originals_document_id').references(() => files.id),
    recycleDocumentId: uuid('recycle_document_id').references(() => files.id),
    notes: text('notes'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('export_files_dereg_certificate_uq').on(sql`upper(${t.deregCertificateNo})`),
    uniqueIndex('export_files_inspection_certificate_uq').on(sql`upper(${t.inspectionCertificateNo})`),
    uniqueIndex('export_files_permit_uq').on(sql`upper(${t.exportPermitNo})`),
    // The deadlines: certificates out and not returned, by planned date.
    index('export_files_planned_idx')
      .on(t.plannedExportOn)
      .where(sql`${t.deregIssuedOn} is not null and ${t.deregReturnedOn} is null`),
    index('export_files_updated_by_idx').on(t.updatedBy),
    index('export_files_dereg_document_idx').on(t.deregDocumentId),
    index('export_files_inspection_document_idx').on(t.inspectionDocumentId),
    index('export_files_permit_document_idx').on(t.permitDocumentId),
    index('export_files_originals_document_idx').on(t.originalsDocumentId),
    index('export_files_recycle_document_idx').on(t.recycleDocumentId),
  ],
)

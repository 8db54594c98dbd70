import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { files } from '../files/files.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/**
 * A car bought at an auction: the sheet (venue, sale date, lot, grades, mileage, the sheet's image). The
 * invoice's parts beyond the hammer price are expenses of the car with a `line_kind`; the payment due date
 * to the auction is the vehicle's `vendor_due_date`.
 */
export const auctionPurchases = pgTable(
  'auction_purchases',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    venue: text('venue').notNull(),
    saleDate: date('sale_date').notNull(),
    lotNo: text('lot_no').notNull(),
    overallGrade: text('overall_grade'),
    interiorGrade: text('interior_grade'),
    exteriorGrade: text('exterior_grade'),
    sheetMileageKm: integer('sheet_mileage_km'),
    sheetId: uuid('sheet_id').references(() => files.id),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One lot of one sale day at one venue is one car.
    uniqueIndex('auction_purchases_lot_uq').on(sql`upper(${t.venue})`, t.saleDate, sql`upper(${t.lotNo})`),
    index('auction_purchases_sheet_idx').on(t.sheetId),
    index('auction_purchases_updated_by_idx').on(t.updatedBy),
  ],
)

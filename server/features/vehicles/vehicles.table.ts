import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { categories } from '../categories/categories.table'
import { countries, currencies } from '../countries/countries.table'
import { files } from '../files/files.table'
import { stations } from '../stations/stations.table'
import { users } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'

/**
 * A car from purchase to sale. `cost` is what the car has cost so far in `costCurrency` (the currency of
 * the station it stands at): the purchase price at first, converted and increased by each move.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    stockNo: text('stock_no').notNull().generatedAlwaysAs(sql`'KR-' || lpad(id::text, 6, '0')`),
    chassisNo: text('chassis_no').notNull(),
    model: text('model').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    bodyType: text('body_type'),
    /** Year and month of manufacture. */
    year: smallint('year'),
    month: smallint('month'),
    /** The maker's model code from the auction sheet or registration (e.g. DBA-ZVW30). */
    modelCode: text('model_code'),
    /** Year and month of first registration: destination age limits count from it. */
    firstRegYear: smallint('first_reg_year'),
    firstRegMonth: smallint('first_reg_month'),
    /** Outside dimensions in millimetres, for the volume (m³) a shipment charges by. */
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    engineCc: integer('engine_cc'),
    mileageKm: integer('mileage_km'),
    seats: smallint('seats'),
    doors: smallint('doors'),
    cylinders: smallint('cylinders'),
    horsepower: integer('horsepower'),
    steering: text('steering'),
    drive: text('drive'),
    transmission: text('transmission'),
    fuel: text('fuel'),
    condition: text('condition'),
    colour: text('colour'),
    details: text('details'),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    purchaseDate: date('purchase_date').notNull(),
    purchasePrice: numeric('purchase_price', { precision: 18, scale: 2 }).notNull(),
    purchaseCurrency: varchar('purchase_currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    purchaseDetails: text('purchase_details'),
    vendorDueDate: date('vendor_due_date'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    location: text('location'),
    moved: boolean('moved').notNull().default(false),
    cost: numeric('cost', { precision: 18, scale: 2 }).notNull(),
    costCurrency: varchar('cost_currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    status: text('status').notNull().default('in_stock'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('vehicles_chassis_uq').on(sql`upper(${t.chassisNo})`),
    uniqueIndex('vehicles_stock_no_uq').on(t.stockNo),
    index('vehicles_category_idx').on(t.categoryId),
    index('vehicles_vendor_idx').on(t.vendorId),
    index('vehicles_country_idx').on(t.countryId),
    // Lists read pages in (sort column, id) order straight from these (see lib/list.ts orderBy).
    index('vehicles_station_idx').on(t.stationId, t.status, t.purchaseDate, t.id),
    index('vehicles_purchase_currency_idx').on(t.purchaseCurrency),
    index('vehicles_cost_currency_idx').on(t.costCurrency),
    index('vehicles_created_by_idx').on(t.createdBy),
    index('vehicles_status_date_idx').on(t.status, t.purchaseDate, t.id),
    index('vehicles_purchase_date_idx').on(t.purchaseDate, t.id),
    // Stock counts and values per country and per station, read from the index alone.
    index('vehicles_stock_value_idx').on(t.status, t.countryId, t.costCurrency, t.cost),
    index('vehicles_station_stock_idx').on(t.stationId, t.status, t.costCurrency, t.cost),
    index('vehicles_search_idx').using(
      'gin',
      sql`(${t.stockNo} || ' ' || ${t.chassisNo} || ' ' || ${t.model} || ' ' || coalesce(${t.colour}, '')) gin_trgm_ops`,
    ),
  ],
)

/** Up to 20 photos per vehicle, in order; each with a server-made thumbnail. */
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    thumbId: uuid('thumb_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('vehicle_photos_vehicle_idx').on(t.vehicleId, t.position),
    index('vehicle_photos_file_idx').on(t.fileId),
    index('vehicle_photos_thumb_idx').on(t.thumbId),
  ],
)

import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { countries, currencies } from '../countries/countries.table'
import { stations } from '../stations/stations.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/** A voyage from a port of loading to a destination station: the booking, then the B/L (domain.md). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    mode: text('mode').notNull(),
    containerNumber: text('container_number'),
    containerSize: text('container_size'),
    shippingLine: text('shipping_line').notNull(),
    bookingNumber: text('booking_number').notNull(),
    vessel: text('vessel'),
    voyage: text('voyage'),
    loadingCountryId: integer('loading_country_id')
      .notNull()
      .references(() => countries.id),
    portOfLoading: text('port_of_loading').notNull(),
    portOfDischarge: text('port_of_discharge').notNull(),
    destinationStationId: integer('destination_station_id')
      .notNull()
      .references(() => stations.id),
    cyCutoff: date('cy_cutoff'),
    docCutoff: date('doc_cutoff'),
    etd: date('etd').notNull(),
    eta: date('eta').notNull(),
    departedOn: date('departed_on'),
    arrivedOn: date('arrived_on'),
    shipper: text('shipper'),
    consignee: text('consignee'),
    notifyParty: text('notify_party'),
    blNumber: text('bl_number'),
    blDate: date('bl_date'),
    releaseType: text('release_type'),
    notes: text('notes'),
    status: text('status').notNull().default('booked'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('shipments_eta_idx').on(t.eta, t.id),
    index('shipments_status_eta_idx').on(t.status, t.eta, t.id),
    index('shipments_destination_idx').on(t.destinationStationId),
    index('shipments_loading_country_idx').on(t.loadingCountryId),
    index('shipments_created_by_idx').on(t.createdBy),
  ],
)

/** Each status a shipment reached: the day it happened, when it was recorded, and by whom. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    date: date('date').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.id),
    index('shipment_events_user_idx').on(t.userId),
  ],
)

/**
 * A car on board. `open` is true until the shipment arrives; the partial unique index keeps a car on
 * at most one open shipment, so two clerks adding it at once cannot both succeed.
 */
export const shipmentCars = pgTable(
  'shipment_cars',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    open: boolean('open').notNull().default(true),
    /** Why an owner let the car on although its destination rule refuses it at the ETA. */
    overrideReason: text('override_reason'),
    addedBy: integer('added_by').references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.vehicleId] }),
    uniqueIndex('shipment_cars_open_uq').on(t.vehicleId).where(sql`${t.open}`),
    index('shipment_cars_vehicle_idx').on(t.vehicleId),
    index('shipment_cars_added_by_idx').on(t.addedBy),
  ],
)

/**
 * A cost the cars on board share (freight, insurance…), in its own currency. Each car's share is an
 * expense of that car (`expenses.shipment_cost_id`), so cost sheets, profit and reports count it as
 * any other expense; the shares of a cost always sum to it exactly.
 */
export const shipmentCosts = pgTable(
  'shipment_costs',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    date: date('date').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    split: text('split').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_costs_shipment_idx').on(t.shipmentId),
    index('shipment_costs_currency_idx').on(t.currency),
    index('shipment_costs_created_by_idx').on(t.createdBy),
  ],
)

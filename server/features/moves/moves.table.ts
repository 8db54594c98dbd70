import { date, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { currencies } from '../countries/countries.table'
import { stations } from '../stations/stations.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/** A move between stations: cost × rate + move expenses becomes the cost in the destination currency. */
export const moves = pgTable(
  'moves',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fromStationId: integer('from_station_id')
      .notNull()
      .references(() => stations.id),
    toStationId: integer('to_station_id')
      .notNull()
      .references(() => stations.id),
    date: date('date').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    moveExpenses: numeric('move_expenses', { precision: 18, scale: 2 }).notNull().default('0'),
    costBefore: numeric('cost_before', { precision: 18, scale: 2 }).notNull(),
    currencyBefore: varchar('currency_before', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    costAfter: numeric('cost_after', { precision: 18, scale: 2 }).notNull(),
    currencyAfter: varchar('currency_after', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    details: text('details'),
    movedBy: integer('moved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moves_vehicle_idx').on(t.vehicleId, t.date),
    index('moves_from_idx').on(t.fromStationId),
    index('moves_to_idx').on(t.toStationId),
    index('moves_currency_before_idx').on(t.currencyBefore),
    index('moves_currency_after_idx').on(t.currencyAfter),
    index('moves_by_idx').on(t.movedBy),
  ],
)

/** Where a car physically is ("Yokohama port", "on vessel"): the vehicle shows the latest; history stays. */
export const locationUpdates = pgTable(
  'location_updates',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [
    index('location_updates_vehicle_idx').on(t.vehicleId, t.at),
    index('location_updates_user_idx').on(t.userId),
  ],
)

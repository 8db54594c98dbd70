import Decimal from 'decimal.js'
import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LocationUpdate, Move } from '../../../shared/moves'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { countries, currencies } from '../countries/countries.table'
import { stations } from '../stations/stations.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { locationUpdates, moves } from './moves.table'

const userName = fullName(users.firstName, users.lastName)

/** The vehicle row, locked until the transaction ends: a move or location update works on what it read. */
export const lockVehicle = async (tx: Queryable, id: number) => {
  const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update')
  return row
}

/** Where a move goes: the station, its country, and that country's currency with its minor unit. */
export const getDestination = async (db: Queryable, stationId: number) => {
  const [row] = await db
    .select({
      id: stations.id,
      countryId: stations.countryId,
      currency: countries.currency,
      decimals: currencies.decimals,
    })
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .innerJoin(currencies, eq(currencies.code, countries.currency))
    .where(eq(stations.id, stationId))
  return row
}

export const vehicleExists = async (db: Queryable, id: number) =>
  (await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id))).length > 0

export const insertMove = async (tx: Queryable, values: typeof moves.$inferInsert) => {
  const [row] = await tx.insert(moves).values(values).returning()
  return row!
}

export const insertLocationUpdate = async (tx: Queryable, values: typeof locationUpdates.$inferInsert) => {
  const [row] = await tx.insert(locationUpdates).values(values).returning()
  return row!
}

export const setVehicleLocation = (tx: Queryable, id: number, location: string) =>
  tx.update(vehicles).set({ location, updatedAt: sql`now()` }).where(eq(vehicles.id, id))

/** A vehicle's location history, newest first. */
export const listLocationUpdates = async (db: Queryable, vehicleId: number): Promise<LocationUpdate[]> => {
  const rows = await db
    .select({
      id: locationUpdates.id,
      carId: locationUpdates.vehicleId,
      location: locationUpdates.location,
      at: locationUpdates.at,
      userId: locationUpdates.userId,
      userName,
    })
    .from(locationUpdates)
    .leftJoin(users, eq(users.id, locationUpdates.userId))
    .where(eq(locationUpdates.vehicleId, vehicleId))
    .orderBy(desc(locationUpdates.at), desc(locationUpdates.id))
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }))
}

const fromStation = alias(stations, 'from_station')
const toStation = alias(stations, 'to_station')

/** A vehicle's moves, newest first, with the stations' names and who moved it. */
export const listMoves = async (db: Queryable, vehicleId: number): Promise<Move[]> => {
  const rows = await db
    .select({
      id: moves.id,
      carId: moves.vehicleId,
      fromStationId: moves.fromStationId,
      fromStationName: fromStation.name,
      toStationId: moves.toStationId,
      toStationName: toStation.name,
      date: moves.date,
      rate: moves.rate,
      moveExpenses: moves.moveExpenses,
      costBefore: moves.costBefore,
      currencyBefore: moves.currencyBefore,
      costAfter: moves.costAfter,
      currencyAfter: moves.currencyAfter,
      details: moves.details,
      movedBy: moves.movedBy,
      movedByName: userName,
      createdAt: moves.createdAt,
    })
    .from(moves)
    .innerJoin(fromStation, eq(fromStation.id, moves.fromStationId))
    .innerJoin(toStation, eq(toStation.id, moves.toStationId))
    .leftJoin(users, eq(users.id, moves.movedBy))
    .where(eq(moves.vehicleId, vehicleId))
    .orderBy(desc(moves.date), desc(moves.id))
  // The rate as entered (0.0067), not as numeric(20,8) pads it (0.00670000).
  return rows.map((r) => ({
    ...r,
    rate: new Decimal(r.rate).toFixed(),
    createdAt: r.createdAt.toISOString(),
  }))
}

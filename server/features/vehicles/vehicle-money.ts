import { eq } from 'drizzle-orm'
import { can } from '../../../shared/permissions'
import type { Vehicle, VehicleRow } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { inScope, requireVehicleMoney } from '../../lib/country-scope'
import { vehicles } from './vehicles.table'

/**
 * A vehicle as this caller may see it: another country's stock keeps its identity, station and
 * status (it may be sold from anywhere) but not its vendor, purchase price, cost, expenses or payment
 * terms (docs/decisions/0013-country-scope.md); a role without vendor access never sees the vendor.
 */
export const vehicleFor = (user: SessionUser) => {
  const readsVendors = can(user.role, 'vendors', 'view')
  return <T extends VehicleRow | Vehicle>(v: T): T => {
    const own = inScope(user, v.countryId)
    if (own && readsVendors) return v
    // The vendor's id stays with its own country's vehicle: a save sends it back unchanged.
    if (own) return { ...v, vendorName: null }
    const hidden = {
      ...v,
      vendorId: null,
      vendorName: null,
      purchasePrice: null,
      cost: null,
      expenses: [],
      moneyVisible: false,
    }
    return (
      'vendorDueDate' in hidden ? { ...hidden, vendorDueDate: null, purchaseDetails: null } : hidden
    ) as T
  }
}

const countryOf = (db: Queryable, carId: number) =>
  db.select({ countryId: vehicles.countryId }).from(vehicles).where(eq(vehicles.id, carId))

/**
 * Refuses the caller another country's vehicle money — its expenses, payments, moves, profit — with a
 * 403 naming the field; a missing vehicle is left to the endpoint (its own 404 or 400).
 */
export const requireMoneyOf = async (db: Queryable, user: SessionUser, carId: number, field = 'carId') => {
  if (can(user.role, 'countries', 'viewAll')) return
  const [row] = await countryOf(db, carId)
  if (row) requireVehicleMoney(user, row, field)
}

/** A vehicle's money for reading: 404 when there is no such vehicle, 403 when it is another country's. */
export const vehicleMoneyOr404 = async (db: Queryable, user: SessionUser, carId: number) => {
  const [row] = await countryOf(db, carId)
  requireVehicleMoney(user, row)
}

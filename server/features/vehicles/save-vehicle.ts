import Decimal from 'decimal.js'
import { can } from '../../../shared/permissions'
import { firstRegistrationProblem, maxPhotos, type VehicleInput } from '../../../shared/vehicles'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors'
import type { FileStore, UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { insertLocationUpdate } from '../moves/moves.repo'
import { paidOutOnVehicle } from '../payments/payments.repo'
import { getVehicleLife } from './vehicle-life'
import { removeStored, storePhotos, syncPhotos } from './vehicle-photos'
import { categoryExists, getStationRef, getVendorRef } from './vehicle-refs.repo'
import { chassisTaken, getVehicleRow, insertVehicle, updateVehicleRow } from './vehicles.repo'

type Input = VehicleInput & { photos: UploadedFile[]; photoOrder?: string[] }

const duplicateChassis = () =>
  conflict('A vehicle with this chassis number already exists', { chassisNo: ['already exists'] })
const purchaseFields = ['vendorId', 'purchaseDate', 'purchasePrice', 'purchaseCurrency'] as const

/**
 * Adds (no id) or updates a vehicle with its photos: checks what it points at, refuses a duplicate chassis
 * number, keeps purchase fields away from roles that may not change them, then writes the vehicle, its
 * photos, a location history line when the location is new or changed, and its audit entry in one
 * transaction (the stored photo files are removed if that fails).
 */
export const saveVehicle = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  today: string,
  id?: number,
) => {
  const before = id ? await getVehicleRow(db, id) : undefined
  if (id && !before) throw notFound('Vehicle not found')
  // Everything recorded on the vehicle happened after it was bought: the purchase cannot move past it.
  const life = before ? await getVehicleLife(db, before.id) : undefined
  if (input.purchaseDate > today)
    throw fieldError('purchaseDate', `Purchase date cannot be after today (${today})`)
  if (life?.firstEventDate && input.purchaseDate > life.firstEventDate)
    throw fieldError(
      'purchaseDate',
      `Purchase date cannot be after the first expense, move, sale or payment recorded on it (${life.firstEventDate})`,
    )
  const registration = firstRegistrationProblem(input)
  if (registration) throw fieldError(registration.field, registration.message)
  const vendor = await getVendorRef(db, input.vendorId)
  if (!vendor) throw fieldError('vendorId', 'Unknown vendor')
  const station = await getStationRef(db, input.stationId)
  if (!station) throw fieldError('stationId', 'Unknown station')
  if (input.categoryId && !(await categoryExists(db, input.categoryId)))
    throw fieldError('categoryId', 'Unknown category')
  const purchaseCurrency = input.purchaseCurrency ?? before?.purchaseCurrency ?? vendor.currency
  await checkAmounts(db, purchaseCurrency, { purchasePrice: input.purchasePrice }, 'purchaseCurrency')
  if (await chassisTaken(db, input.chassisNo, id)) throw duplicateChassis()
  if (before && !can(actor.role, 'vehicles', 'updatePurchase')) {
    const next = { ...input, purchaseCurrency }
    const changed = purchaseFields.filter((f) =>
      f === 'purchasePrice'
        ? !new Decimal(before.purchasePrice).eq(next.purchasePrice)
        : String(before[f]) !== String(next[f]),
    )
    if (changed.length) throw forbidden(`Your role cannot change the purchase (${changed.join(', ')})`)
  }
  if (before) {
    // Money already paid to the vendor ties the purchase down: it stays with that vendor, in that
    // currency, and its price cannot drop below what was paid (the vendor's pending would go negative).
    const paid = await paidOutOnVehicle(db, before.id)
    if (new Decimal(paid).gt(0)) {
      if (input.vendorId !== before.vendorId)
        throw conflict('The vendor has been paid for this vehicle: its vendor cannot change', {
          vendorId: ['has payments'],
        })
      if (purchaseCurrency !== before.purchaseCurrency)
        throw conflict('The vendor has been paid in this currency: it cannot change', {
          purchaseCurrency: ['has payments'],
        })
      if (new Decimal(input.purchasePrice).lt(paid)) {
        throw conflict(
          `The vendor has already been paid ${paid} ${before.purchaseCurrency}: the price cannot be lower`,
          { purchasePrice: [`is below ${paid} already paid`] },
        )
      }
    }
  }
  if (before && input.stationId !== before.stationId) {
    // Changing the station on the form only corrects where a vehicle that never moved was entered:
    // a role that may move vehicles, within the same country. Anything else is a move, with its rate,
    // its record and its cost in the new currency.
    if (!can(actor.role, 'vehicles', 'move'))
      throw forbidden('Your role cannot change the station (stationId): only a move can')
    if (before.moved)
      throw fieldError('stationId', 'This vehicle has been moved: use Move to change its station')
    if (station.countryId !== before.countryId)
      throw fieldError(
        'stationId',
        'is in another country: use Move, with its rate, to send the vehicle there',
      )
  }
  if (input.photos.length > maxPhotos) throw fieldError('photos', `At most ${maxPhotos} photos`)

  const { photos, photoOrder, version, ...fields } = input
  const values = {
    ...fields,
    purchaseCurrency,
    // Until a vehicle is moved, its station's country is its country and its cost is its purchase price.
    ...(before?.moved
      ? {}
      : { countryId: station.countryId, cost: input.purchasePrice, costCurrency: purchaseCurrency }),
  }
  const added = await storePhotos(store, photos)
  try {
    return await db.transaction(async (tx) => {
      const row = before
        ? await updateVehicleRow(tx, before.id, values, version)
        : await insertVehicle(tx, {
            ...values,
            countryId: station.countryId,
            cost: input.purchasePrice,
            costCurrency: purchaseCurrency,
            createdBy: actor.id,
          })
      // The location typed on the form starts (or continues) the location history, as Update location does.
      if (row.location && row.location !== before?.location)
        await insertLocationUpdate(tx, { vehicleId: row.id, location: row.location, userId: actor.id })
      await syncPhotos(tx, row.id, added, photoOrder, actor.id)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'vehicles',
        entityId: row.id,
        action: before ? 'update' : 'create',
        before,
        after: row,
      })
      return row
    })
  } catch (err) {
    await removeStored(store, added)
    if (isUniqueViolation(err)) throw duplicateChassis()
    throw err
  }
}

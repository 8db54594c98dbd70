import { buffer } from 'node:stream/consumers'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import type { FileStore } from '../../lib/uploads'
import { listVehicleExpenses } from '../expenses/expenses.repo'
import { listLocationUpdates, listMoves } from '../moves/moves.repo'
import { getLetterhead } from '../settings/settings.repo'
import { vehicleFor } from './vehicle-money'
import { renderVehicleSheet } from './vehicle-sheet.pdf'
import { coverPhotoFileId, getVehicle } from './vehicles.repo'

/**
 * The vehicle sheet as the caller may read it, as PDF bytes: its cover photo, fields and location
 * history, and its money (cost sheet, expenses, moves) only where the caller may see the vehicle's money.
 */
export const printVehicleSheet = async (
  db: Db,
  store: FileStore,
  user: SessionUser,
  id: number,
  timeZone: string,
) => {
  const found = await getVehicle(db, store, id)
  if (!found) throw notFound('Vehicle not found')
  const vehicle = vehicleFor(user)(found)
  const cover = await coverPhotoFileId(db, vehicle.id)
  const photo = cover ? await store.read(cover) : undefined
  const [expenses, locations, moves] = await Promise.all([
    vehicle.moneyVisible ? listVehicleExpenses(db, store, vehicle.id) : [],
    listLocationUpdates(db, vehicle.id),
    vehicle.moneyVisible ? listMoves(db, vehicle.id) : [],
  ])
  const pdf = await renderVehicleSheet({
    letterhead: await getLetterhead(db),
    timeZone,
    vehicle,
    photo: photo && (await buffer(photo.body)),
    expenses,
    locations,
    moves,
  })
  return { stockNo: vehicle.stockNo, pdf }
}

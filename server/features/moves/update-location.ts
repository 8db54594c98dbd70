import type { LocationInput } from '../../../shared/moves'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { insertLocationUpdate, lockVehicle, setVehicleLocation } from './moves.repo'

/** Notes where a vehicle physically is: one transaction keeps the history row (who, when) and the vehicle's latest location. */
export const updateLocation = (db: Db, actor: SessionUser, input: LocationInput) =>
  db.transaction(async (tx) => {
    const before = await lockVehicle(tx, input.carId)
    if (!before) throw notFound('Vehicle not found')
    const row = await insertLocationUpdate(tx, {
      vehicleId: before.id,
      location: input.location,
      userId: actor.id,
    })
    await setVehicleLocation(tx, before.id, input.location)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'vehicles',
      entityId: before.id,
      action: 'updateLocation',
      before: { location: before.location },
      after: { location: input.location, locationUpdateId: row.id },
    })
    return row
  })

import type { ShipmentInput } from '../../../shared/shipments'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireOwnCountry } from '../../lib/country-scope'
import { conflict, fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { countryExists } from '../countries/countries.repo'
import { getDestination } from '../moves/moves.repo'
import { insertShipment, insertShipmentEvent, lockShipment, updateShipmentRow } from './shipments.repo'

/**
 * Books a shipment (no id) or updates its booking, with its audit entry, in one transaction. A new
 * ETA or destination needs no write to the cars: their rules are checked against the shipment as it is
 * whenever it is read, so the shipment lists the cars it now puts at risk.
 */
export const saveShipment = async (
  db: Db,
  actor: SessionUser,
  input: ShipmentInput,
  today: string,
  id?: number,
) => {
  if (!(await countryExists(db, input.loadingCountryId)))
    throw fieldError('loadingCountryId', 'Unknown country')
  const to = await getDestination(db, input.destinationStationId)
  if (!to) throw fieldError('destinationStationId', 'Unknown station')
  if (to.countryId === input.loadingCountryId)
    throw fieldError('destinationStationId', 'The destination is in the country of loading')
  requireOwnCountry(actor, input.loadingCountryId, 'loadingCountryId')
  const { version, ...values } = input
  return db.transaction(async (tx) => {
    if (!id) {
      const row = await insertShipment(tx, { ...values, createdBy: actor.id })
      await insertShipmentEvent(tx, { shipmentId: row.id, status: 'booked', date: today, userId: actor.id })
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'shipments',
        entityId: row.id,
        action: 'create',
        after: row,
      })
      return row
    }
    const before = await lockShipment(tx, id)
    if (!before) throw notFound('Shipment not found')
    if (before.status === 'arrived') throw conflict('An arrived shipment cannot be changed')
    const row = await updateShipmentRow(tx, id, values, version)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: id,
      action: 'update',
      before,
      after: row,
    })
    return row
  })
}

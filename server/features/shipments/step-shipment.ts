import { loadingGaps } from '../../../shared/export-files'
import { can } from '../../../shared/permissions'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { shipmentReadiness } from '../export-files/export-files.repo'
import { insertShipmentEvent, listShipmentCars, lockShipment, updateShipmentRow } from './shipments.repo'

const before = { loaded: 'booked', sailed: 'loaded' } as const

/**
 * Records that a shipment's cars were loaded, or that it sailed (its actual departure), on a day; each
 * step in turn, timed and signed, in one transaction with its audit entry. Cars are loaded only with
 * their export papers ready and, sold, paid as their terms require by the loading day (`loadingGaps`);
 * an owner may load them anyway with a reason, audited.
 */
export const stepShipment = (
  db: Db,
  actor: SessionUser,
  id: number,
  input: { status: 'loaded' | 'sailed'; date: string; overrideReason?: string | null },
  today: string,
) =>
  db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, id)
    if (!shipment) throw notFound('Shipment not found')
    if (shipment.status !== before[input.status])
      throw conflict(
        `A shipment is ${input.status} after it is ${before[input.status]}: this one is ${shipment.status}`,
      )
    if (input.date > today) throw fieldError('date', `Date cannot be after today (${today})`)
    if ((await listShipmentCars(tx, id)).length === 0)
      throw conflict('Put the cars on board first: the shipment has none')
    const gaps =
      input.status === 'loaded'
        ? (await shipmentReadiness(tx, id)).flatMap((car) => loadingGaps(car, input.date))
        : []
    if (gaps.length && !input.overrideReason)
      throw conflict(`Not ready to load: ${gaps.join('; ')}`, { status: gaps })
    if (gaps.length && !can(actor.role, 'shipments', 'override'))
      throw forbidden('Only an owner may load cars whose papers are not ready or not paid')
    const row = await updateShipmentRow(tx, id, {
      status: input.status,
      ...(input.status === 'sailed' ? { departedOn: input.date } : {}),
    })
    await insertShipmentEvent(tx, {
      shipmentId: id,
      status: input.status,
      date: input.date,
      userId: actor.id,
    })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: id,
      action: gaps.length ? `${input.status} against the gate` : input.status,
      before: shipment,
      after: gaps.length ? { ...row, gaps, overrideReason: input.overrideReason } : row,
    })
    return row
  })

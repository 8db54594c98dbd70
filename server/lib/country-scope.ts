import { errorTitle, messages } from '../../shared/messages'
import { can } from '../../shared/permissions'
import type { SessionUser } from './auth'
import { HttpError, notFound } from './errors'

/**
 * The countries a caller may see, decided by the server whatever the query asks: SuperAdmin and
 * MainAdmin see every country (undefined) or the one they ask for; every other role sees only its own,
 * whatever CountryId it sends (docs/decisions/0013-country-scope.md).
 */
export const scopeCountry = (
  user: Pick<SessionUser, 'role' | 'countryId'>,
  requested?: number,
): number | undefined => (can(user.role, 'countries', 'viewAll') ? requested : user.countryId)

/** Whether the caller may see the people and money of this country. */
export const inScope = (user: SessionUser, countryId: number | null | undefined) =>
  can(user.role, 'countries', 'viewAll') || countryId === user.countryId

/**
 * 404 for a record of another country: the caller cannot open it, and is told it is another office's
 * rather than left to think it was removed (docs/decisions/0032-managing-users.md).
 */
export const anotherOffice = (noun: string) => notFound(messages.common.anotherOffice(noun))

const missing = { customer: 'Customer not found', vendor: 'Vendor not found' } as const

/** A customer or vendor (or its ledger) the caller may open: 404 when missing or another office's. */
export const requireInScope = <T extends { countryId: number | null }>(
  user: SessionUser,
  row: T | undefined | null,
  noun: keyof typeof missing,
): T => {
  if (!row) throw notFound(missing[noun])
  if (!inScope(user, row.countryId)) throw anotherOffice(noun)
  return row
}

/** A record may only be created in (or moved to) a country the caller works in: 403 naming the field. */
export const requireOwnCountry = (user: SessionUser, countryId: number, field = 'countryId') => {
  if (!inScope(user, countryId))
    throw new HttpError(403, errorTitle(403), `${field}: you work with your own country's records only`, {
      [field]: ["You work with your own country's records only"],
    })
}

/**
 * Another country's vehicle is visible as stock, but its money (purchase, costs, expenses, payments,
 * profit) is not: 403 naming the vehicle.
 */
export const requireVehicleMoney = (
  user: SessionUser,
  vehicle: { countryId: number } | undefined,
  field = 'carId',
) => {
  if (!vehicle) throw notFound('Vehicle not found')
  if (!inScope(user, vehicle.countryId))
    throw new HttpError(
      403,
      errorTitle(403),
      `${field}: this vehicle's money belongs to another country's office`,
      {
        [field]: ["This vehicle's money belongs to another country's office"],
      },
    )
}

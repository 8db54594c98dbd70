import { can } from '../../shared/permissions'
import type { SessionUser } from '../features/session/session.repo'

/**
 * The countries a caller may see, decided by the server whatever the query asks: SuperAdmin and
 * MainAdmin see every country (undefined) or the one they ask for; every other role sees only its own,
 * whatever CountryId it sends (docs/decisions/0013-country-scope.md).
 */
export const scopeCountry = (user: SessionUser, requested?: number): number | undefined =>
  can(user.role, 'countries', 'viewAll') ? requested : user.countryId

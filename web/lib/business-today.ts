import { businessToday } from '../../shared/dates'
import { useSession } from '../features/session'

/**
 * Today and its month in the business's time zone (sent with the signed-in profile), never the
 * browser's: a vehicle bought at 08:00 in Tokyo is dated that day wherever the browser sits.
 */
export const useBusinessToday = () => {
  const { profile } = useSession()
  return businessToday(profile?.businessTimeZone ?? 'UTC')
}

import { useQuery } from '@tanstack/react-query'
import type { BusinessToday } from '../../shared/attendance'
import type { Staff } from '../../shared/staff'
import { api } from '../lib/api'

/**
 * Lookups the staff, attendance and salary features all read. Their keys sit under ['staff'], so any
 * staff change (which reloads ['staff']) reloads them too.
 */
export const useEveryone = (active?: boolean) =>
  useQuery({
    queryKey: ['staff', 'everyone', active ?? 'all'],
    queryFn: () => api.get<Staff[]>('Staff', { active, pageSize: 500, sort: 'name' }),
  })

/** Today and its month in the business's time zone, as the server sees them (no browser-zone drift). */
export const useBusinessToday = () =>
  useQuery({
    queryKey: ['staff', 'today'],
    queryFn: () => api.get<BusinessToday>('Staff/today'),
    staleTime: 5 * 60_000,
  })

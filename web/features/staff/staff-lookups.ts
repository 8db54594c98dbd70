import { useQuery } from '@tanstack/react-query'
import type { Staff } from '../../../shared/staff'
import { api } from '../../lib/api'

/**
 * Lookups the staff, attendance and salary features all read. Their keys sit under ['staff'], so any
 * staff change (which reloads ['staff']) reloads them too.
 */
export const useEveryone = (active?: boolean) =>
  useQuery({
    queryKey: ['staff', 'everyone', active ?? 'all'],
    queryFn: () => api.get<Staff[]>('Staff', { active, pageSize: 500, sort: 'name' }),
  })

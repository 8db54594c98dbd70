import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Role } from '../../../shared/roles'
import type { TwoFactorRoles } from '../../../shared/two-factor'
import { api, apiRequest } from '../../lib/api'

/**
 * Which roles must sign in with a second factor: chosen on the Settings page, and read by the
 * dashboard, which invites the owners to require it while no role does. Owners only (settings.view).
 */
export const twoFactorPolicyKey = ['settings', 'two-factor'] as const

export const useTwoFactorRoles = (enabled = true) =>
  useQuery({
    queryKey: twoFactorPolicyKey,
    queryFn: () => api.get<TwoFactorRoles>('settings/two-factor'),
    enabled,
  })

/** Sent as JSON: an empty list must arrive as a list, which a form cannot send. */
export const useSaveTwoFactorRoles = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (roles: Role[]) =>
      (
        await apiRequest('settings/two-factor', { method: 'PUT', json: { roles } })
      ).json() as Promise<TwoFactorRoles>,
    onSuccess: (saved) => qc.setQueryData(twoFactorPolicyKey, saved),
  })
}

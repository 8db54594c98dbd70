import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Settings, SettingsInput } from '../../../shared/settings'
import { api } from '../../lib/api'

export const settingsKeys = { all: ['settings'] as const }

/** GET settings: the business's letterhead. */
export const useSettings = () =>
  useQuery({ queryKey: settingsKeys.all, queryFn: () => api.get<Settings>('settings') })

/** PUT settings (multipart, with the logo file when one is picked). */
export const useSaveSettings = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: SettingsInput & { logo?: File }) => api.send<Settings>('PUT', 'settings', values),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.all, saved),
  })
}

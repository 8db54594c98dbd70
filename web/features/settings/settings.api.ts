import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChainSettingsInput, ChainSettingsView } from '../../../shared/export-files'
import type { Settings, SettingsInput } from '../../../shared/settings'
import { api } from '../../lib/api'

export const settingsKeys = { all: ['settings'] as const, chain: ['settings', 'chain'] as const }

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

/** GET settings/chain: the export chain's periods the owners set, with the record's version. */
export const useChainSettings = () =>
  useQuery({ queryKey: settingsKeys.chain, queryFn: () => api.get<ChainSettingsView>('settings/chain') })

/** PUT settings/chain with the loaded version; the deadlines, counted from them, reload. */
export const useSaveChainSettings = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: ChainSettingsInput) =>
      api.send<ChainSettingsView>('PUT', 'settings/chain', undefined, { json: values }),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKeys.chain, saved)
      qc.invalidateQueries({ queryKey: ['deadlines'] })
    },
  })
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Deadline, ExportFile, ExportFileInput, ExportFileView } from '../../../shared/export-files'
import { api } from '../../lib/api'

export const useExportFile = (carId: number) =>
  useQuery({
    queryKey: ['exportFiles', carId],
    queryFn: () => api.get<ExportFileView>(`export-files/${carId}`),
  })

/** PUT export-files/:carId with the loaded version; the file and the deadlines reload. */
export const useSaveExportFile = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: ExportFileInput) =>
      api.send<ExportFile>('PUT', `export-files/${carId}`, undefined, { json: values }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['exportFiles', carId] })
      qc.invalidateQueries({ queryKey: ['deadlines'] })
    },
  })
}

/** GET deadlines: the open deadlines, soonest first (the first `limit`). */
export const useDeadlines = (limit = 500) =>
  useQuery({ queryKey: ['deadlines', limit], queryFn: () => api.get<Deadline[]>('deadlines', { limit }) })

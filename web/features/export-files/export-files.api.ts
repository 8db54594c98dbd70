import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  Deadline,
  DocumentStep,
  ExportFile,
  ExportFileInput,
  ExportFileView,
} from '../../../shared/export-files'
import { api } from '../../lib/api'

export const useExportFile = (carId: number) =>
  useQuery({
    queryKey: ['exportFiles', carId],
    queryFn: () => api.get<ExportFileView>(`export-files/${carId}`),
  })

/**
 * PUT export-files/:carId with the loaded version; the file and the deadlines reload, and — since a
 * refund recorded here takes its line out of the cost — the car's cost sheet, profit, auction record,
 * expenses and the reports too.
 */
export const useSaveExportFile = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: ExportFileInput) =>
      api.send<ExportFile>('PUT', `export-files/${carId}`, undefined, { json: values }),
    onSuccess: () =>
      Promise.all(
        [
          ['exportFiles', carId],
          ['deadlines'],
          ['vehicles'],
          ['auctionPurchases', carId],
          ['expenses'],
          ['dashboard'],
          ['reports'],
        ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  })
}

type Done = { message: string }

/** PUT export-files/:carId/documents/:step with the scanned file; the file reloads (it may be new). */
export const useAttachDocument = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ step, document }: { step: DocumentStep; document: File }) =>
      api.send<Done>('PUT', `export-files/${carId}/documents/${step}`, { document }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['exportFiles', carId] }),
  })
}

/** DELETE export-files/:carId/documents/:step; the file reloads. */
export const useRemoveDocument = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (step: DocumentStep) => api.send<Done>('DELETE', `export-files/${carId}/documents/${step}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['exportFiles', carId] }),
  })
}

/** GET deadlines: the open deadlines, soonest first (the first `limit`). */
export const useDeadlines = (limit = 500) =>
  useQuery({ queryKey: ['deadlines', limit], queryFn: () => api.get<Deadline[]>('deadlines', { limit }) })

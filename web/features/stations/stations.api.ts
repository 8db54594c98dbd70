import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Station, StationInput } from '../../../shared/stations'
import { api } from '../../lib/api'

export type StationQuery = { page: number; pageSize: number; sort?: string; q?: string; countryId?: number }
export type StationForm = StationInput & { picture?: File }

export const stationKeys = {
  all: ['stations'] as const,
  list: (q: StationQuery) => ['stations', 'list', q] as const,
  one: (id: number) => ['stations', 'one', id] as const,
}

export const useStations = (query: StationQuery) =>
  useQuery({
    queryKey: stationKeys.list(query),
    queryFn: () => api.list<Station>('Station', query),
    placeholderData: keepPreviousData,
  })

export const useStation = (id?: number) =>
  useQuery({
    queryKey: stationKeys.one(id ?? 0),
    queryFn: () => api.get<Station>(`Station/GetStatus/${id}`),
    enabled: !!id,
  })

/** Add (no id) or update; either way the list reloads. */
export const useSaveStation = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: StationForm }) =>
      id
        ? api.send<{ id: number }>('PUT', `Station/UpdateStation/${id}`, { ...values, id })
        : api.send<{ id: number }>('POST', 'Station/AddStation', values),
    onSuccess: () => qc.invalidateQueries({ queryKey: stationKeys.all }),
  })
}

export const useDeleteStation = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send('DELETE', `Station/DeleteStation/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: stationKeys.all }),
  })
}

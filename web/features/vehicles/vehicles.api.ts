import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CostSheet } from '../../../shared/cost-sheet'
import { can } from '../../../shared/permissions'
import type { Role } from '../../../shared/roles'
import type { Station } from '../../../shared/stations'
import type { UserInfo } from '../../../shared/users'
import type { Vehicle, VehicleInput, VehicleRow, VehicleStatus } from '../../../shared/vehicles'
import type { Vendor } from '../../../shared/vendors'
import { listPickerQuery, type Option } from '../../components/list-picker-query'
import { api, downloadFile } from '../../lib/api'
import { countriesQuery } from '../../lib/reference-data'

export type VehicleListKind = 'all' | 'instock' | 'sold'
export type VehicleQuery = {
  page: number
  pageSize: number
  sort?: string
  q?: string
  categoryId?: number
  stationId?: number
  countryId?: number
  vendorId?: number
  status?: VehicleStatus
  from?: string
  to?: string
  /** A country's id: only the vehicles that may still arrive there (each row then says until when). */
  canEnter?: number
}
export type VehicleForm = Omit<VehicleInput, 'purchaseCurrency'> & {
  purchaseCurrency?: string
  photos: File[]
  photoOrder: string[]
}

export const listPath: Record<VehicleListKind, string> = {
  all: 'car/GetAll',
  instock: 'car/getinstockcars',
  sold: 'car/getsoldcars',
}

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (kind: VehicleListKind, q: VehicleQuery) => ['vehicles', 'list', kind, q] as const,
  counts: (q: VehicleQuery) => ['vehicles', 'counts', q] as const,
  one: (id: number) => ['vehicles', 'one', id] as const,
}

/** What a list shows as it opens. */
export const firstVehiclePage: VehicleQuery = { page: 1, pageSize: 25 }

/** /vehicles/listing is where saving a vehicle lands; roles that may not see every vehicle see the stock there. */
export const shownListKind = (wanted: VehicleListKind, role?: Role): VehicleListKind =>
  wanted === 'all' && !can(role, 'vehicles', 'viewAll') ? 'instock' : wanted

const vehiclesQuery = (kind: VehicleListKind, query: VehicleQuery) =>
  queryOptions({
    queryKey: vehicleKeys.list(kind, query),
    queryFn: () => api.list<VehicleRow>(listPath[kind], query),
  })

const countsQuery = (query: VehicleQuery) =>
  queryOptions({
    queryKey: vehicleKeys.counts(query),
    queryFn: () =>
      api.get<Record<VehicleStatus, number>>('car/counts', { ...query, page: undefined, status: undefined }),
  })

export const useVehicles = (kind: VehicleListKind, query: VehicleQuery) =>
  useQuery({ ...vehiclesQuery(kind, query), placeholderData: keepPreviousData })

export const useVehicleCounts = (query: VehicleQuery) =>
  useQuery({ ...countsQuery(query), placeholderData: keepPreviousData })

export const useVehicle = (id?: number) =>
  useQuery({
    queryKey: vehicleKeys.one(id ?? 0),
    queryFn: () => api.get<Vehicle>(`car/GetAll/${id}`),
    enabled: !!id,
  })

/** The cost sheet in the base currency (under ['vehicles'], so expense and move changes reload it). */
/** The cost sheet, asked for only when the vehicle's money is the caller's to see. */
export const useCostSheet = (id: number, enabled = true) =>
  useQuery({
    queryKey: ['vehicles', 'costsheet', id],
    queryFn: () => api.get<CostSheet>(`car/costsheet/${id}`),
    enabled,
  })

/** Add (no id) or update; both reload the vehicle lists. */
export const useSaveVehicle = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: VehicleForm }) =>
      id
        ? api.send<{ id: number }>('PUT', `car/updateCar/${id}`, values)
        : api.send<{ id: number }>('POST', 'car/addedit?Id=0', values),
    onSuccess: () => qc.invalidateQueries({ queryKey: vehicleKeys.all }),
  })
}

/** Deleting reloads the vehicle list and the in-stock list (both under ['vehicles']). */
export const useDeleteVehicle = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send('POST', 'Car/delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vehicleKeys.all }),
  })
}

type Named = { id: number; name: string }

/** A vendor with its currency (and country) beside it; the vendor comes along for its currency. */
export const vendorOption = (v: Vendor): Option<Vendor> => ({
  id: v.id,
  label: v.name,
  hint: `${v.currency}${v.countryName ? ` · ${v.countryName}` : ''}`,
  value: v,
})

/** A station with its city and country beside it. */
export const stationOption = (s: Station): Option<Station> => ({
  id: s.id,
  label: s.name,
  hint: `${s.city}, ${s.countryName}`,
})

const categoryOptionsQuery = queryOptions({
  queryKey: ['vehicles', 'pick-category'],
  queryFn: async () => (await api.list<Named>('Category', { status: 'active', pageSize: 500 })).rows,
  staleTime: 5 * 60_000,
})

export const useCategoryOptions = () => useQuery(categoryOptionsQuery)

/**
 * What a vehicle list asks for as it opens (its first page, the counts, the filters' choices), for its
 * route to start while the page's chunk downloads.
 */
export const vehicleListQueries = (wanted: VehicleListKind) => (profile: Pick<UserInfo, 'userRole'>) => [
  vehiclesQuery(shownListKind(wanted, profile.userRole), firstVehiclePage),
  countsQuery(firstVehiclePage),
  categoryOptionsQuery,
  listPickerQuery('Station'),
  // The vendor filter is only offered to a role that reads vendors.
  ...(can(profile.userRole, 'vendors', 'view') ? [listPickerQuery('vendor')] : []),
  countriesQuery,
]

/** Downloads the vehicle sheet PDF (the bearer token rides on the request, so a plain link cannot). */
export const downloadVehicleSheet = async (id: number, stockNo: string) => {
  await downloadFile(`car/sheet/${id}`, { filename: `${stockNo}.pdf` })
}

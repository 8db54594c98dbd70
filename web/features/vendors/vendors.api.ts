import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Purchases } from '../../../shared/ledgers'
import type { Reminder } from '../../../shared/reminders'
import type { Vendor, VendorInput, VendorType } from '../../../shared/vendors'
import { api } from '../../lib/api'

export type VendorListQuery = {
  page: number
  pageSize: number
  sort?: string
  q?: string
  countryId?: number
  type?: VendorType
}
export type VendorForm = VendorInput & { imageFile?: File; idCardFile?: File }

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (q: VendorListQuery) => ['vendors', 'list', q] as const,
  one: (id: number) => ['vendors', 'one', id] as const,
}

export const useVendors = (query: VendorListQuery) =>
  useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: () => api.list<Vendor>('vendor', query),
    placeholderData: keepPreviousData,
  })

/** GET vendor?Id={id}: one vendor. */
export const useVendor = (id?: number) =>
  useQuery({
    queryKey: vendorKeys.one(id ?? 0),
    queryFn: () => api.get<Vendor>('vendor', { Id: id }),
    enabled: !!id,
  })

/** Add (POST vendor/addedit?Id=0) or update (PUT vendor/UpdateVendor/{id}); either way the vendors reload. */
export const useSaveVendor = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: VendorForm }) =>
      id
        ? api.send<{ id: number }>('PUT', `vendor/UpdateVendor/${id}`, values)
        : api.send<{ id: number }>('POST', 'vendor/addedit', values, { query: { Id: 0 } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}

/** POST vendor/delete with {id}; the list reloads. */
export const useDeleteVendor = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send('POST', 'vendor/delete', undefined, { json: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}

/** GET vendor/allpurchases?Id=: the purchases from the vendor with paid and pending on each, and pending per currency. */
export const useVendorPurchases = (id: number) =>
  useQuery({
    // Under ['ledgers'], so recording a sale or a payment (which reloads ledgers) reloads it too.
    queryKey: ['ledgers', 'vendor', id, 'purchases'],
    queryFn: () => api.get<Purchases>('vendor/allpurchases', { Id: id }),
    enabled: id > 0,
  })

/** GET reminders?vendorId=: the vendor's reminder log, newest first (reloaded when a reminder is sent). */
export const useVendorReminders = (id: number) =>
  useQuery({
    queryKey: ['reminders', 'vendor', id],
    queryFn: () => api.get<Reminder[]>('reminders', { vendorId: id }),
    enabled: id > 0,
  })

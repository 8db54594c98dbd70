import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Customer, CustomerFile, CustomerInput } from '../../../shared/customers'
import type { Purchases } from '../../../shared/ledgers'
import type { Reminder } from '../../../shared/reminders'
import { api } from '../../lib/api'

export type CustomerQuery = { page: number; pageSize: number; sort?: string; q?: string; countryId?: number }
export type CustomerForm = CustomerInput & Partial<Record<CustomerFile, File>>

export const customerKeys = {
  all: ['customers'] as const,
  list: (q: CustomerQuery) => ['customers', 'list', q] as const,
  one: (id: number) => ['customers', 'one', id] as const,
}

export const useCustomers = (query: CustomerQuery) =>
  useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => api.list<Customer>('customer', query),
    placeholderData: keepPreviousData,
  })

/** GET customer?Id= answers an array; its first item is the customer. */
export const useCustomer = (id?: number) =>
  useQuery({
    queryKey: customerKeys.one(id ?? 0),
    queryFn: async () => (await api.get<Customer[]>('customer', { Id: id }))[0],
    enabled: !!id,
  })

/** Add (POST customer/addedit?Id=0) or update (PUT customer/update/{id}); either way customers reload. */
export const useSaveCustomer = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: CustomerForm }) =>
      id
        ? api.send<{ id: number }>('PUT', `customer/update/${id}`, { ...values, id })
        : api.send<{ id: number }>('POST', 'customer/addedit', values, { query: { Id: 0 } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  })
}

export const useDeleteCustomer = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send('POST', 'customer/delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  })
}

/** GET customer/allpurchases?Id=: the sales to the customer with paid and pending on each, and pending per currency. */
export const useCustomerPurchases = (id: number) =>
  useQuery({
    // Under ['ledgers'], so recording a sale or a payment (which reloads ledgers) reloads it too.
    queryKey: ['ledgers', 'customer', id, 'purchases'],
    queryFn: () => api.get<Purchases>('customer/allpurchases', { Id: id }),
    enabled: id > 0,
  })

/** GET reminders?customerId=: the customer's reminder log, newest first (reloaded when a reminder is sent). */
export const useCustomerReminders = (id: number) =>
  useQuery({
    queryKey: ['reminders', 'customer', id],
    queryFn: () => api.get<Reminder[]>('reminders', { customerId: id }),
    enabled: id > 0,
  })

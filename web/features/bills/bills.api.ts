import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Bill, BillInput, BillRow, BillStatus } from '../../../shared/bills'
import { can } from '../../../shared/permissions'
import type { Role } from '../../../shared/roles'
import type { TableQuery } from '../../components/data-table'
import { api, apiRequest } from '../../lib/api'

export type BillListQuery = TableQuery & { status?: BillStatus; vehicleId?: number }

export const billKeys = {
  all: ['bills'] as const,
  list: (q: BillListQuery) => ['bills', 'list', q] as const,
  one: (id: number) => ['bills', id] as const,
}

/** GET bills: one page of the bill book, searched and sorted on the server. */
export const useBills = (query: BillListQuery) =>
  useQuery({
    queryKey: billKeys.list(query),
    queryFn: () => api.list<BillRow>('bills', query),
    placeholderData: keepPreviousData,
  })

export const useBill = (id: number) =>
  useQuery({ queryKey: billKeys.one(id), queryFn: () => api.get<Bill>(`bills/${id}`), enabled: id > 0 })

const post = async <T>(path: string, json: unknown) =>
  (await apiRequest(path, { method: 'POST', json })).json() as Promise<T>

/** POST bills (JSON: the lines are a list): the bill is issued with its number; the book and ledgers reload. */
export const useIssueBill = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: BillInput) =>
      post<{ id: number; number: string; total: string; message: string }>('bills', input),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: billKeys.all })
      qc.invalidateQueries({ queryKey: ['ledgers'] })
    },
  })
}

export const useVoidBill = (id: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => post<Bill>(`bills/${id}/void`, { reason }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: billKeys.all })
      qc.invalidateQueries({ queryKey: ['ledgers'] })
    },
  })
}

export const useEmailBill = (id: number) =>
  useMutation({
    mutationFn: (email: string) =>
      post<{ email: string; message: string }>(`bills/${id}/email`, email ? { email } : {}),
  })

/** The bill's PDF as a blob URL (the bearer token rides on the request, so no plain link can fetch it). */
export const billPdfUrl = async (id: number) => {
  const res = await apiRequest(`bills/${id}/pdf`)
  return URL.createObjectURL(await res.blob())
}

/** Opens the PDF in a new tab, or downloads it under the bill's number. */
export const openBillPdf = async (bill: Pick<Bill, 'id' | 'number'>, download = false) => {
  const url = await billPdfUrl(bill.id)
  const a = document.createElement('a')
  a.href = url
  if (download) a.download = `${bill.number}.pdf`
  else a.target = '_blank'
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The vehicle lists a role may bill from: every vehicle for the owners; else in stock and (sales side) sold ones. */
export const billVehicleLists = (role: Role | undefined) =>
  can(role, 'vehicles', 'viewAll')
    ? 'car/GetAll'
    : ['car/getinstockcars', ...(can(role, 'vehicles', 'viewSold') ? ['car/getsoldcars'] : [])]

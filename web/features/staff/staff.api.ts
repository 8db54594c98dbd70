import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DeleteStaffResult, SalaryTypeOption, Staff, StaffInput } from '../../../shared/staff'
import { api } from '../../lib/api'

/** The staff area's base queries: attendance and salary pick their people from these. */
export type StaffListQuery = { page: number; pageSize: number; sort?: string; q?: string; active?: boolean }

export const staffKeys = {
  all: ['staff'] as const,
  list: (q: StaffListQuery) => ['staff', 'list', q] as const,
  one: (id: number) => ['staff', 'one', id] as const,
  salaryTypes: ['staff', 'salarytypes'] as const,
}

export const useStaffList = (query: StaffListQuery) =>
  useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => api.list<Staff>('Staff', query),
    placeholderData: keepPreviousData,
  })

export const useStaffMember = (id?: number) =>
  useQuery({
    queryKey: staffKeys.one(id ?? 0),
    queryFn: async () => (await api.get<Staff[]>('Staff', { Id: id }))[0],
    enabled: !!id,
  })

export const useSalaryTypes = () =>
  useQuery({
    queryKey: staffKeys.salaryTypes,
    queryFn: () => api.get<SalaryTypeOption[]>('Staff/salarytypes'),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** Add (Id=0) or update (id in the body); either way every staff list reloads. */
export const useSaveStaff = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: StaffInput }) =>
      id
        ? api.send<{ id: number; message: string }>('POST', 'Staff/addedit', { ...values, id })
        : api.send<{ id: number; message: string }>('POST', 'Staff/addedit', values, { query: { Id: 0 } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

export const useDeleteStaff = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send<DeleteStaffResult>('POST', 'Staff/delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

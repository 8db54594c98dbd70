import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProcessSalaryInput, ProcessSalaryResult, SalarySheet } from '../../../shared/salary'
import { api, downloadFile } from '../../lib/api'

export type SalaryPeriod = { staffId?: number; startDate: string; endDate: string }

export const salaryKeys = {
  all: ['salary'] as const,
  sheet: (p: SalaryPeriod) => ['salary', 'sheet', p] as const,
}

const periodQuery = (p: SalaryPeriod) => ({ StaffId: p.staffId, StartDate: p.startDate, EndDate: p.endDate })

/** A failed salary fetch is silent; not retried, and the page shows an empty state for it. */
export const useSalarySheet = (p: SalaryPeriod) =>
  useQuery({
    queryKey: salaryKeys.sheet(p),
    queryFn: () => api.get<SalarySheet>('Staff/salary', periodQuery(p)),
    enabled: !!p.staffId && !!p.startDate && !!p.endDate,
    retry: false,
  })

/** Processing a salary reloads the salary list. */
export const useProcessSalary = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProcessSalaryInput) =>
      api.send<ProcessSalaryResult>('POST', 'Staff/processsalary', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: salaryKeys.all }),
  })
}

/** Downloads the payslip PDF (the bearer token rides on the request, so no plain link can do it). */
export const downloadPayslip = async (p: SalaryPeriod, staffName: string) => {
  await downloadFile('Staff/payslip', {
    query: periodQuery(p),
    filename: `payslip-${staffName.replace(/\W+/g, '-')}-${p.startDate}-${p.endDate}.pdf`,
  })
}

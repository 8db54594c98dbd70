import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Expense, ExpenseInput, ExpenseListRow, ExpenseTotals } from '../../../shared/expenses'
import { api } from '../../lib/api'

export type ExpenseForm = ExpenseInput & { receipt?: File }
type Saved = { id: number; message: string }

export const expenseKeys = {
  all: ['expenses'] as const,
  ofVehicle: (vehicleId: number) => ['expenses', vehicleId] as const,
  list: (vehicleId: number) => ['expenses', vehicleId, 'list'] as const,
  totals: (vehicleId: number) => ['expenses', vehicleId, 'totals'] as const,
}

export type AllExpensesQuery = {
  page: number
  pageSize: number
  sort?: string
  q?: string
  kind?: string
  currency?: string
  from?: string
  to?: string
}

/** Every vehicle's expenses, one server page at a time (/vehicles/expenses). */
export const useAllExpenses = (query: AllExpensesQuery) =>
  useQuery({
    queryKey: ['expenses', 'all', query],
    queryFn: () => api.list<ExpenseListRow>('car/allexpenses', query),
    placeholderData: keepPreviousData,
  })

export const useVehicleExpenses = (vehicleId: number) =>
  useQuery({
    queryKey: expenseKeys.list(vehicleId),
    queryFn: () => api.get<Expense[]>('car/expenses', { carId: vehicleId }),
  })

/** Per currency, from the server: never one number across currencies. */
export const useExpenseTotals = (vehicleId: number) =>
  useQuery({
    queryKey: expenseKeys.totals(vehicleId),
    queryFn: () => api.get<ExpenseTotals>('car/expenses/totals', { carId: vehicleId }),
  })

/** After an expense is added, updated or deleted, reload that car's expenses and the vehicle list. */
const useReload = (vehicleId: number) => {
  const qc = useQueryClient()
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: expenseKeys.ofVehicle(vehicleId) }),
      qc.invalidateQueries({ queryKey: ['vehicles'] }),
    ])
}

/** Add (no id: POST car/addeditexpense?Id=0) or update (the id in the body). */
export const useSaveExpense = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ExpenseForm }) =>
      id
        ? api.send<Saved>('POST', 'car/addeditexpense', { ...values, id })
        : api.send<Saved>('POST', 'car/addeditexpense', values, { query: { Id: 0 } }),
    // Any list of expenses may show it, and the dashboard's figures count it (it adds one too).
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: expenseKeys.all }),
        qc.invalidateQueries({ queryKey: ['vehicles'] }),
        qc.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  })
}

export const useDeleteExpense = (vehicleId: number) => {
  const reload = useReload(vehicleId)
  return useMutation({
    mutationFn: (id: number) => api.send<Saved>('POST', 'car/deleteexpense', undefined, { json: { id } }),
    onSuccess: reload,
  })
}

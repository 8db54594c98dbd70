import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Profit, UndoSaleInput } from '../../../shared/sales'
import { api } from '../../lib/api'

type Saved = { id: number; message: string }

/** The sale dialog as sent (multipart, the plan flat), with its document (PDF) and image. */
export type SaleForm = {
  carId: number
  customerId: number | ''
  date: string
  price: string
  currency: string
  downPayment: string
  downPaymentMethod: string
  instalmentCount: string | number
  frequency: string
  firstDueDate: string
  details: string
  document?: File
  image?: File
}

/** After a sale, reload the vehicle list (then the caller's completion callback runs). */
const useReload = (carId: number) => {
  const qc = useQueryClient()
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['vehicles'] }),
      qc.invalidateQueries({ queryKey: ['payments', carId] }) /* The payments feature's key of this car */,
      qc.invalidateQueries({ queryKey: ['ledgers'] }),
    ])
}

export const useRecordSale = (carId: number) => {
  const reload = useReload(carId)
  return useMutation({
    mutationFn: (values: SaleForm) => api.send<Saved>('POST', 'car/sale', values),
    onSuccess: reload,
  })
}

export const useUndoSale = (carId: number) => {
  const reload = useReload(carId)
  return useMutation({
    mutationFn: (values: UndoSaleInput) =>
      api.send<Saved>('POST', 'car/undosale', undefined, { json: values }),
    onSuccess: reload,
  })
}

/** GET car/profit?CarId=: the profit in the base currency, or the rates that are missing. */
export const useVehicleProfit = (carId: number, enabled = true) =>
  useQuery({
    queryKey: ['vehicles', carId, 'profit'],
    queryFn: () => api.get<Profit>('car/profit', { CarId: carId }),
    enabled: enabled && carId > 0,
  })

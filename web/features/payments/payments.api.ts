import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PaymentInput, VehiclePayments } from '../../../shared/payments'
import { api, downloadFile } from '../../lib/api'

type Saved = { id: number; receiptNo: string; message: string }

export const paymentKeys = {
  ofVehicle: (carId: number) => ['payments', carId] as const,
}

/** GET car/TermPayments?CarId=: the active sale and schedule, payments both ways, pending per side. */
export const useVehiclePayments = (carId: number) =>
  useQuery({
    queryKey: paymentKeys.ofVehicle(carId),
    queryFn: () => api.get<VehiclePayments>('car/TermPayments', { CarId: carId }),
    enabled: carId > 0,
  })

/** After a term payment, reload the vehicle list and that car's term payments (and ledgers). */
export const useAddPayment = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: PaymentInput) => api.send<Saved>('POST', 'car/AddTermPayment', { ...values }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['vehicles'] }),
        qc.invalidateQueries({ queryKey: paymentKeys.ofVehicle(carId) }),
        qc.invalidateQueries({ queryKey: ['ledgers'] }),
      ]),
  })
}

/** Opens a payment's receipt PDF (the bearer token rides on the request, so no plain link can do it). */
export const openReceipt = async (paymentId: number) => {
  await downloadFile(`car/receipt/${paymentId}`, { filename: `receipt-${paymentId}.pdf`, open: true })
}

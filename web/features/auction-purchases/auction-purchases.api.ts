import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AuctionPurchase, AuctionPurchaseInput } from '../../../shared/auction-purchases'
import { api } from '../../lib/api'

export const useAuctionPurchase = (carId: number, enabled = true) =>
  useQuery({
    queryKey: ['auctionPurchases', carId],
    queryFn: () => api.get<AuctionPurchase>(`auction-purchases/${carId}`),
    enabled,
  })

/**
 * PUT auction-purchases/:carId as multipart with the sheet. The invoice lines are the car's expenses and
 * its vendor due date the payment due: the expenses, the vehicle (its cost sheet), the vendor's pending
 * and the dashboard reload too.
 */
export const useSaveAuctionPurchase = (carId: number) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: AuctionPurchaseInput & { sheet?: File }) =>
      api.send<AuctionPurchase>('PUT', `auction-purchases/${carId}`, values),
    onSuccess: () =>
      Promise.all(
        [
          ['auctionPurchases', carId],
          ['expenses'],
          ['vehicles'],
          ['dashboard'],
          ['ledgers'],
          ['deadlines'],
        ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  })
}

import { subtractAmount, sumAmounts } from '../../../shared/money'
import type { VehiclePayments } from '../../../shared/payments'
import type { Queryable } from '../../db/client'
import { notFound } from '../../lib/errors'
import { getActiveSale, getVehicleForMoney, listSchedule } from '../sales/sales.repo'
import { scheduleStatus } from '../sales/schedule'
import { listVehiclePayments } from './payments.repo'

const side = (currency: string, total: string, paid: string) => ({
  currency,
  total,
  paid,
  pending: subtractAmount(total, paid),
})

/** A vehicle's money as the details page shows it; `today` decides due versus overdue. */
export const getVehiclePayments = async (
  db: Queryable,
  carId: number,
  today: string,
): Promise<VehiclePayments> => {
  const vehicle = await getVehicleForMoney(db, carId)
  if (!vehicle) throw notFound('Vehicle not found')
  const [sale, payments] = await Promise.all([getActiveSale(db, carId), listVehiclePayments(db, carId)])
  const paidOut = sumAmounts(payments.filter((p) => p.direction === 'out').map((p) => p.amount))
  const paidIn = sumAmounts(
    payments.filter((p) => p.direction === 'in' && p.saleId === sale?.id).map((p) => p.amount),
  )
  const schedule = sale ? scheduleStatus(await listSchedule(db, sale.id), paidIn, today) : []
  return {
    carId,
    sale: sale
      ? {
          id: sale.id,
          customerId: sale.customerId,
          date: sale.date,
          price: sale.price,
          currency: sale.currency,
          downPayment: sale.downPayment,
        }
      : null,
    schedule,
    payments,
    pending: {
      in: sale ? side(sale.currency, sale.price, paidIn) : null,
      out: side(vehicle.purchaseCurrency, vehicle.purchasePrice, paidOut),
    },
  }
}

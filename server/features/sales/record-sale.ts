import type { SaleInput } from '../../../shared/sales'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, notFound } from '../../lib/errors'
import { checkFile, documentTypes, type FileStore, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { saveWithFiles } from '../files/save-with-files'
import { insertPayment } from '../payments/payments.repo'
import { getVehicleLife, requireDateInLife } from '../vehicles/vehicle-life'
import {
  getCustomerCurrency,
  getVehicleForMoney,
  insertSale,
  insertSchedule,
  setVehicleStatus,
} from './sales.repo'
import { makeSchedule } from './schedule'

type Input = SaleInput & { document?: UploadedFile; image?: UploadedFile }

const alreadySold = () => conflict('This vehicle is already sold', { carId: ['is already sold'] })

/**
 * Sells a vehicle. One transaction writes the sale, its schedule (down payment + instalments summing
 * exactly to the price), the down payment as the first payment in, the vehicle marked sold, and the
 * audit entry; the vehicle row is locked first, so two sales of one vehicle cannot both succeed.
 */
export const recordSale = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  today: string,
) => {
  const vehicle = await getVehicleForMoney(db, input.carId)
  if (!vehicle) throw notFound('Vehicle not found')
  if (vehicle.status !== 'in_stock') throw alreadySold()
  const life = (await getVehicleLife(db, input.carId))!
  requireDateInLife(
    'date',
    'Date',
    input.date,
    today,
    ['the purchase', life.purchaseDate],
    ['the last move', life.lastMoveDate],
  )
  const customer = await getCustomerCurrency(db, input.customerId)
  if (!customer) throw notFound('Customer not found')
  const currency = input.currency ?? customer.currency
  const decimals = await checkAmounts(db, currency, { price: input.price, downPayment: input.downPayment })
  const schedule = makeSchedule(input.price, input.downPayment, input.date, input.instalments, decimals)

  const { document, image } = input
  if (document) await checkFile(document, ['application/pdf'])
  if (image) await checkFile(image, imageTypes)
  try {
    return await saveWithFiles(
      db,
      store,
      actor.id,
      { document, image },
      async (tx, stored) => {
        const locked = await getVehicleForMoney(tx, input.carId, true)
        if (locked?.status !== 'in_stock') throw alreadySold()
        const sale = await insertSale(tx, {
          vehicleId: input.carId,
          customerId: customer.id,
          date: input.date,
          price: input.price,
          currency,
          downPayment: input.downPayment,
          details: input.details,
          documentId: stored.document ?? null,
          imageId: stored.image ?? null,
          createdBy: actor.id,
        })
        await insertSchedule(tx, sale.id, schedule)
        const down = schedule.find((l) => l.seq === 0)
        if (down) {
          await insertPayment(tx, {
            vehicleId: input.carId,
            direction: 'in',
            saleId: sale.id,
            customerId: customer.id,
            date: input.date,
            amount: down.amount,
            currency,
            method: input.downPaymentMethod,
            details: 'Down payment',
            createdBy: actor.id,
          })
        }
        await setVehicleStatus(tx, input.carId, 'sold')
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'sales',
          entityId: sale.id,
          action: 'create',
          after: sale,
        })
        return sale
      },
      documentTypes,
    )
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadySold()
    throw err
  }
}

import Decimal from 'decimal.js'
import { asc, count, eq } from 'drizzle-orm'
import { seedCurrencies } from '../../../shared/currencies'
import { addDays, addMonths, monthStart, todayIn } from '../../../shared/dates'
import { currencyDecimals } from '../../../shared/money'
import { SaleInput } from '../../../shared/sales'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import type { FileStore } from '../../lib/uploads'
import { demoUsdPer as usdPer } from '../countries/exchange-rates.demo'
import { exchangeRates } from '../countries/exchange-rates.table'
import { customers } from '../customers/customers.table'
import { addPayment } from '../payments/add-payment'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { recordSale } from './record-sale'
import { sales } from './sales.table'

const lower = (amount: Decimal, currency: string) =>
  amount.toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_DOWN).toFixed(2)

/**
 * The money story of the demo business: a rate for every currency on the first of each of the last 18
 * months; most purchases paid to the vendor (some half, some not at all and past due); a third of the
 * stock sold on instalments to the demo customers, some paid up, some half paid, some overdue by weeks,
 * some not yet due. Dates follow today, so every screen shows live figures. Idempotent.
 */
export const seedSalesDemo = async (db: Db, store: FileStore, timeZone: string) => {
  const [existing] = await db.select({ n: count() }).from(sales)
  if (existing?.n) return
  const today = todayIn(timeZone)
  const [admin] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email, countryId: users.countryId })
    .from(users)
    .where(eq(users.role, 'MainAdmin'))
    .limit(1)
  if (!admin) return
  const actor: SessionUser = { ...admin, role: 'MainAdmin', sessionId: 'demo' }

  const rates = seedCurrencies.flatMap(([code]) =>
    usdPer[code]
      ? Array.from({ length: 18 }, (_, k) => ({
          currency: code,
          base: 'USD',
          date: monthStart(addMonths(today, -k)),
          rate: new Decimal(usdPer[code]!)
            .times(1 + ((k % 5) - 2) / 100)
            .toSignificantDigits(6)
            .toFixed(),
          enteredBy: admin.id,
        }))
      : [],
  )
  await db.insert(exchangeRates).values(rates).onConflictDoNothing()

  const stock = await db
    .select({
      id: vehicles.id,
      purchaseDate: vehicles.purchaseDate,
      price: vehicles.purchasePrice,
      currency: vehicles.purchaseCurrency,
    })
    .from(vehicles)
    .where(eq(vehicles.status, 'in_stock'))
    .orderBy(asc(vehicles.id))
  const buyers = await db
    .select({ id: customers.id, currency: customers.currency })
    .from(customers)
    .orderBy(asc(customers.id))
  if (!buyers.length) return

  let lastOfFirstBuyer: { carId: number; currency: string; perUnit: number; paidDay: string } | undefined
  for (const [i, car] of stock.entries()) {
    // What we paid the vendor: most in full ten days after buying, some half, a fifth nothing yet.
    const paidOn = addDays(car.purchaseDate, 10) < today ? addDays(car.purchaseDate, 10) : today
    const share = [1, 1, 1, 0.5, 0][i % 5]!
    if (share > 0)
      await addPayment(
        db,
        actor,
        {
          carId: car.id,
          direction: 'out',
          amount: lower(new Decimal(car.price).times(share), car.currency),
          date: paidOn,
          method: 'bank',
          chequeNo: null,
          place: 'Tokyo',
          details: share < 1 ? 'First half' : null,
          isAdvance: false,
        },
        today,
      )

    if (i % 3 !== 0) continue
    // A third is sold, 20 to 50 days after it was bought, for about 25% over its dollar cost.
    const saleDate = [addDays(car.purchaseDate, 20 + (i % 31)), addDays(today, -1)].sort()[0]!
    const buyer = buyers[(i / 3) % buyers.length]!
    const usd = new Decimal(car.price).times(usdPer[car.currency] ?? 1).times(1.25)
    const perUnit = buyer.currency === 'USD' ? 1 : (usdPer[buyer.currency] ?? 1)
    const price = usd.dividedBy(perUnit).dividedBy(100).ceil().times(100)
    const down = price.times(0.25).dividedBy(100).floor().times(100)
    const count = 3 + (i % 4)
    const sale = SaleInput.parse({
      carId: car.id,
      customerId: buyer.id,
      date: saleDate,
      price: price.toFixed(0),
      currency: buyer.currency,
      downPayment: down.toFixed(0),
      downPaymentMethod: 'bank',
      details: 'Sold through the showroom',
      instalments: { count, frequency: 'monthly', firstDueDate: addDays(saleDate, 30) },
    })
    await recordSale(db, store, actor, sale, today)

    // Payments in: some paid up, some half paid, the rest waiting (overdue or not yet due by their dates).
    const rest = price.minus(down)
    const part = [1, 0.5, 0, 0][(i / 3) % 4]!
    const paidDay = [addDays(saleDate, 35), today].sort()[0]!
    if (part > 0)
      await addPayment(
        db,
        actor,
        {
          carId: car.id,
          direction: 'in',
          amount: lower(rest.times(part), buyer.currency),
          date: paidDay,
          method: 'bank',
          chequeNo: null,
          place: null,
          details: part < 1 ? 'Instalments' : 'Settled',
          isAdvance: false,
        },
        today,
      )
    if (buyer === buyers[0]) lastOfFirstBuyer = { carId: car.id, currency: buyer.currency, perUnit, paidDay }
  }

  // The first buyer paid ahead for their next car: a credit the business holds for them. Recorded last,
  // as a credit serves the buyer's later sales.
  if (lastOfFirstBuyer) {
    const { carId, currency, perUnit, paidDay } = lastOfFirstBuyer
    await addPayment(
      db,
      actor,
      {
        carId,
        direction: 'in',
        amount: lower(new Decimal(1500).dividedBy(perUnit), currency),
        date: paidDay,
        method: 'bank',
        chequeNo: null,
        place: null,
        details: 'Advance for the next car',
        isAdvance: true,
      },
      today,
    )
  }
}

import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import { subtractAmount, sumAmounts } from '../../../shared/money'
import type { Profit, ProfitLine } from '../../../shared/sales'
import type { Queryable } from '../../db/client'
import { notFound } from '../../lib/errors'
import { convert } from '../countries/exchange-rates.repo'
import { expenses } from '../expenses/expenses.table'
import { moves } from '../moves/moves.table'
import { vehicles } from '../vehicles/vehicles.table'
import { getActiveSale } from './sales.repo'

type Line = Omit<ProfitLine, 'converted'>

/** The money lines of a vehicle: its sale (income), purchase, expenses and move expenses (costs). */
const linesOf = async (db: Queryable, carId: number): Promise<Line[]> => {
  const [vehicle] = await db
    .select({
      date: vehicles.purchaseDate,
      amount: vehicles.purchasePrice,
      currency: vehicles.purchaseCurrency,
    })
    .from(vehicles)
    .where(eq(vehicles.id, carId))
  if (!vehicle) throw notFound('Vehicle not found')
  const [sale, costs, moved] = await Promise.all([
    getActiveSale(db, carId),
    db
      .select({ date: expenses.date, amount: expenses.amount, currency: expenses.currency })
      .from(expenses)
      .where(eq(expenses.vehicleId, carId)),
    db
      .select({ date: moves.date, amount: moves.moveExpenses, currency: moves.currencyAfter })
      .from(moves)
      .where(eq(moves.vehicleId, carId)),
  ])
  return [
    ...(sale
      ? [{ kind: 'sale' as const, date: sale.date, amount: sale.price, currency: sale.currency }]
      : []),
    { kind: 'purchase' as const, ...vehicle },
    ...costs.map((c) => ({ kind: 'expense' as const, ...c })),
    ...moved.filter((m) => new Decimal(m.amount).gt(0)).map((m) => ({ kind: 'move' as const, ...m })),
  ]
}

/**
 * A vehicle's profit in the base currency: sale price − (purchase + expenses + move expenses), each
 * converted at the latest rate on or before its own date. A missing rate is named, and no profit is given.
 */
export const vehicleProfit = async (db: Queryable, carId: number, base: string): Promise<Profit> => {
  const lines = await linesOf(db, carId)
  const converted = await Promise.all(lines.map((l) => convert(db, l.amount, l.currency, l.date, base)))
  // Each missing rate once, however many lines of that day need it.
  const missing = [
    ...new Map(
      converted.flatMap((c) =>
        'missing' in c ? [[`${c.missing.currency} ${c.missing.date}`, c.missing]] : [],
      ),
    ).values(),
  ]
  const out: ProfitLine[] = lines.map((l, i) => {
    const c = converted[i]!
    return { ...l, converted: 'amount' in c ? c.amount : null }
  })
  const sold = lines.some((l) => l.kind === 'sale')
  const profit =
    !sold || missing.length
      ? null
      : subtractAmount(
          sumAmounts(out.filter((l) => l.kind === 'sale').map((l) => l.converted!)),
          sumAmounts(out.filter((l) => l.kind !== 'sale').map((l) => l.converted!)),
        )
  return { base, lines: out, profit, missing }
}

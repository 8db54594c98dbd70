import Decimal from 'decimal.js'
import { asc, eq } from 'drizzle-orm'
import type { CostSheet } from '../../../shared/cost-sheet'
import type { Queryable } from '../../db/client'
import { convert } from '../countries/exchange-rates.repo'
import { expenses } from '../expenses/expenses.table'
import { moves } from '../moves/moves.table'
import { vehicles } from './vehicles.table'

/**
 * The landed cost in BASE_CURRENCY: the purchase at the purchase date's rate, each expense at its date's
 * rate, each move's expenses at the move date's rate. (A move's conversion of the car's cost is the same
 * money in another currency, so it adds nothing in the base currency.) A missing rate is named, never guessed.
 */
export const costSheet = async (
  db: Queryable,
  vehicleId: number,
  base: string,
): Promise<CostSheet | undefined> => {
  const [v] = await db
    .select({
      date: vehicles.purchaseDate,
      amount: vehicles.purchasePrice,
      currency: vehicles.purchaseCurrency,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
  if (!v) return undefined
  const [expenseRows, moveRows] = await Promise.all([
    db
      .select({
        id: expenses.id,
        date: expenses.date,
        amount: expenses.amount,
        currency: expenses.currency,
        kind: expenses.kind,
      })
      .from(expenses)
      .where(eq(expenses.vehicleId, vehicleId))
      .orderBy(asc(expenses.date), asc(expenses.id)),
    db
      .select({ id: moves.id, date: moves.date, amount: moves.moveExpenses, currency: moves.currencyAfter })
      .from(moves)
      .where(eq(moves.vehicleId, vehicleId))
      .orderBy(asc(moves.date), asc(moves.id)),
  ])
  const items = [
    { ref: 'purchase', label: 'Purchase', ...v },
    ...expenseRows.map(({ id, kind, ...e }) => ({ ref: `expense-${id}`, label: `Expense: ${kind}`, ...e })),
    ...moveRows
      .filter((m) => !new Decimal(m.amount).isZero())
      .map(({ id, ...m }) => ({ ref: `move-${id}`, label: 'Move expenses', ...m })),
  ]
  const lines = await Promise.all(
    items.map(async (i) => ({ ...i, converted: await convert(db, i.amount, i.currency, i.date, base) })),
  )
  const missing = lines.flatMap((l) => ('missing' in l.converted ? [l.converted.missing] : []))
  const landedBase = missing.length
    ? { missing }
    : {
        amount: lines
          .reduce((sum, l) => sum.plus('amount' in l.converted ? l.converted.amount : 0), new Decimal(0))
          .toFixed(2),
      }
  return { base, lines, landedBase }
}

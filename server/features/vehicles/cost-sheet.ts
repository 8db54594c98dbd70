import Decimal from 'decimal.js'
import { asc, eq } from 'drizzle-orm'
import { type LineKind, refundableLineKinds, refundLineKinds } from '../../../shared/auction-purchases'
import type { ConversionStep, CostSheet } from '../../../shared/cost-sheet'
import type { Queryable } from '../../db/client'
import { convert, rateOn } from '../countries/exchange-rates.repo'
import { expenses } from '../expenses/expenses.table'
import { moves } from '../moves/moves.table'
import { vehicles } from './vehicles.table'

type Missing = { currency: string; date: string }
type MoveRow = { date: string; rate: string; currencyBefore: string; currencyAfter: string }

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

/**
 * `amount` of `from` in `to` through the base currency's exchange rates on `date` (the latest on or before
 * it), as `convert` does for the base: from → base at from's rate, base → to at to's rate. Missing rates are
 * named, never guessed.
 */
const crossConvert = async (
  db: Queryable,
  amount: Decimal,
  from: string,
  to: string,
  date: string,
  base: string,
): Promise<{ missing: Missing[] } | { step: ConversionStep }> => {
  const [fromRate, toRate] = await Promise.all([
    from === base ? '1' : rateOn(db, from, date, base),
    to === base ? '1' : rateOn(db, to, date, base),
  ])
  if (!fromRate || !toRate)
    return {
      missing: [...(fromRate ? [] : [{ currency: from, date }]), ...(toRate ? [] : [{ currency: to, date }])],
    }
  const rate = new Decimal(fromRate).div(toRate)
  return {
    step: {
      by: 'exchangeRate',
      date,
      from,
      to,
      rate: rate.toSignificantDigits(10).toFixed(),
      amount: cents(amount.times(fromRate).div(toRate)).toFixed(2),
    },
  }
}

/**
 * A line in the vehicle's cost currency: each later move whose currency the money is in converts it at the
 * move's rate (chained over several moves, to the cent at each, as the move converted the cost); money in
 * a currency no move converted goes through the exchange rates of the line's date.
 */
const intoCost = async (
  db: Queryable,
  line: { date: string; amount: string; currency: string },
  later: MoveRow[],
  target: string,
  base: string,
) => {
  let amount = new Decimal(line.amount)
  let currency = line.currency
  const steps: ConversionStep[] = []
  for (const m of later) {
    if (m.currencyBefore !== currency || m.currencyAfter === currency) continue
    amount = cents(amount.times(m.rate))
    steps.push({
      by: 'move',
      date: m.date,
      from: currency,
      to: m.currencyAfter,
      rate: new Decimal(m.rate).toFixed(),
      amount: amount.toFixed(2),
    })
    currency = m.currencyAfter
  }
  if (currency !== target) {
    const cross = await crossConvert(db, amount, currency, target, line.date, base)
    if ('missing' in cross) return cross
    steps.push(cross.step)
    amount = new Decimal(cross.step.amount)
  }
  return { amount: amount.toFixed(2), steps }
}

/** A refundable line of an auction invoice, or a refund set against one. */
const refundableKinds: readonly LineKind[] = [...refundableLineKinds, ...refundLineKinds]
const isRefundable = (kind: LineKind | null) => kind !== null && refundableKinds.includes(kind)

/** Adds up line amounts in decimal, or names every missing rate once. */
const total = (results: ({ amount: string } | { missing: Missing | Missing[] })[]) => {
  const missing = new Map<string, Missing>()
  for (const r of results)
    if ('missing' in r) for (const m of [r.missing].flat()) missing.set(`${m.currency} ${m.date}`, m)
  if (missing.size) return { missing: [...missing.values()] }
  return {
    amount: results.reduce((sum, r) => sum.plus('amount' in r ? r.amount : 0), new Decimal(0)).toFixed(2),
  }
}

/**
 * The cost sheet. Each line (the purchase, each expense, each move's expenses), in date order, is shown as
 * recorded, and:
 * - in the vehicle's cost currency: a line recorded before a move is converted at that move's rate
 *   (chained through every later move), the move expenses are in the destination's currency already, and
 *   money in any other currency goes through the exchange rates of its date. Their sum is the one landed
 *   cost, in the vehicle's current currency;
 * - in BASE_CURRENCY at the rate of the line's own date. (A move's conversion of the car's cost is the same
 *   money in another currency, so it adds nothing in the base currency.)
 * A line counts as before a move when it is dated on or before the move's date. A missing rate is named,
 * never guessed; sums are decimal, each line to the cent. Beside the landed cost, what of it is refundable
 * and not yet refunded: the refundable invoice lines with their refunds (negative), in the cost currency.
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
      costCurrency: vehicles.costCurrency,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
  if (!v) return undefined
  const { costCurrency, ...purchase } = v
  const [expenseRows, moveRows] = await Promise.all([
    db
      .select({
        id: expenses.id,
        date: expenses.date,
        amount: expenses.amount,
        currency: expenses.currency,
        kind: expenses.kind,
        lineKind: expenses.lineKind,
      })
      .from(expenses)
      .where(eq(expenses.vehicleId, vehicleId))
      .orderBy(asc(expenses.date), asc(expenses.id)),
    db
      .select({
        id: moves.id,
        date: moves.date,
        rate: moves.rate,
        currencyBefore: moves.currencyBefore,
        currencyAfter: moves.currencyAfter,
        amount: moves.moveExpenses,
      })
      .from(moves)
      .where(eq(moves.vehicleId, vehicleId))
      .orderBy(asc(moves.date), asc(moves.id)),
  ])
  const movesFrom = (date: string) => moveRows.filter((m) => m.date >= date)
  const items = [
    { ref: 'purchase', label: 'Purchase', ...purchase, lineKind: null, later: movesFrom(purchase.date) },
    ...expenseRows.map(({ id, kind, lineKind, ...e }) => ({
      ref: `expense-${id}`,
      label: `Expense: ${kind}`,
      ...e,
      lineKind: lineKind as LineKind | null,
      later: movesFrom(e.date),
    })),
    ...moveRows.flatMap((m, i) =>
      new Decimal(m.amount).isZero()
        ? []
        : [
            {
              ref: `move-${m.id}`,
              label: 'Move expenses',
              date: m.date,
              amount: m.amount,
              currency: m.currencyAfter,
              lineKind: null,
              later: moveRows.slice(i + 1),
            },
          ],
    ),
  ]
  // In date order (a stable sort: the purchase, then the expenses, then a move's expenses on the same day).
  items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const lines = await Promise.all(
    items.map(async ({ later, ...i }) => {
      const [inCost, converted] = await Promise.all([
        intoCost(db, i, later, costCurrency, base),
        convert(db, i.amount, i.currency, i.date, base),
      ])
      return { ...i, inCost, converted }
    }),
  )
  return {
    costCurrency,
    landed: total(lines.map((l) => l.inCost)),
    base,
    lines,
    landedBase: total(lines.map((l) => l.converted)),
    refundable: total(lines.filter((l) => isRefundable(l.lineKind)).map((l) => l.inCost)),
  }
}

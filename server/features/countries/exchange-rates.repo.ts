import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import type { Conversion, ExchangeRateFilter, ExchangeRateInput } from '../../../shared/exchange-rates'
import { multiplyAmount, sumAmounts } from '../../../shared/money'
import type { Queryable } from '../../db/client'
import { exchangeRates } from './exchange-rates.table'

const columns = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  base: exchangeRates.base,
  date: exchangeRates.date,
  rate: exchangeRates.rate,
  enteredBy: exchangeRates.enteredBy,
}

/** One page of rates, newest first, optionally of one currency; with the total count. */
export const listExchangeRates = async (db: Queryable, filter: ExchangeRateFilter) => {
  const where = filter.currency ? eq(exchangeRates.currency, filter.currency) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(exchangeRates)
      .where(where)
      .orderBy(desc(exchangeRates.date), exchangeRates.currency)
      .limit(filter.pageSize)
      .offset(((filter.page ?? 1) - 1) * filter.pageSize),
    db.select({ n: count() }).from(exchangeRates).where(where),
  ])
  return { rows, total: total!.n }
}

/** Records the rate of a currency on a date to `base`; a second entry for the same day replaces it. */
export const upsertExchangeRate = async (
  db: Queryable,
  input: ExchangeRateInput,
  base: string,
  userId: number,
) => {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...input, base, enteredBy: userId })
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.base, exchangeRates.date],
      set: { rate: input.rate, enteredBy: userId, createdAt: sql`now()` },
    })
    .returning(columns)
  return row!
}

/** The latest rate of `currency` to `base` on or before `date`, or undefined. */
export const rateOn = async (db: Queryable, currency: string, date: string, base: string) => {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(eq(exchangeRates.currency, currency), eq(exchangeRates.base, base), lte(exchangeRates.date, date)),
    )
    .orderBy(desc(exchangeRates.date))
    .limit(1)
  return row?.rate
}

/**
 * The rate of `currency` into `base` on `date` — the latest recorded on or before it — as an SQL
 * expression, null when there is none. The one rule `convert` applies, for queries that convert in bulk.
 */
export const rateOnSql = (currency: SQL, date: SQL, base: string) => sql`(select r.rate from exchange_rates r
  where r.currency = ${currency} and r.base = ${base} and r.date <= ${date}
  order by r.date desc limit 1)`

/**
 * An amount in `currency` converted into `base` at the latest rate on or before `date`, to the cent.
 * Without a rate the answer names what is missing: a conversion is never guessed. base → base is 1.
 */
export const convert = async (
  db: Queryable,
  amount: string,
  currency: string,
  date: string,
  base: string,
): Promise<Conversion> => {
  if (currency === base) return { amount: sumAmounts([amount]) }
  const rate = await rateOn(db, currency, date, base)
  if (!rate) return { missing: { currency, date } }
  return { amount: multiplyAmount(amount, rate) }
}

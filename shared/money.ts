/**
 * Money for every screen, PDF, export and e-mail: one formatter, one parser, one decimals lookup.
 * Amounts travel as decimal text ("1250000.00") and are formatted from that text with
 * Intl.NumberFormat, which keeps every digit (no binary float ever touches an amount).
 */

import Decimal from 'decimal.js'
import { seedCurrencies } from './currencies'

const known = new Map<string, number>(seedCurrencies.map(([code, , , decimals]) => [code, decimals]))

/**
 * A currency's minor-unit digits: the business's own currency table first (JPY 0, USD 2, PKR 2), then
 * ISO 4217 as the runtime knows it (BHD 3), else 2.
 */
export const currencyDecimals = (currency: string): number => {
  const code = currency.toUpperCase()
  let digits = known.get(code)
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    known.set(code, digits)
  }
  return digits
}

const formatters = new Map<number, Intl.NumberFormat>()
const groupedWith = (digits: number) => {
  let f = formatters.get(digits)
  if (!f) {
    f = new Intl.NumberFormat('en', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions)
    formatters.set(digits, f)
  }
  return f
}

/** The number alone with thousands separators in the currency's decimals: "1,500,000", "120.50". */
export const formatAmount = (amount: string | number, currency: string) =>
  // Intl formats a decimal string exactly (Intl.NumberFormat v3); the cast keeps older lib typings happy.
  groupedWith(currencyDecimals(currency)).format(String(amount) as unknown as number)

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })
/** An amount in a few characters, for a chart's axis: "40M", "1.5K", "950" (the exact amount is elsewhere). */
export const formatCompactAmount = (amount: string | number) => compact.format(Number(amount))

/**
 * "JPY 1,500,000", "USD 120.50", "AED -25.50": the one way an amount with its currency is shown. An
 * amount the caller may not see (null) shows as "—".
 */
export const formatMoney = (amount: string | number | null | undefined, currency: string) =>
  amount === null || amount === undefined ? '—' : `${currency} ${formatAmount(amount, currency)}`

/**
 * How an amount may be written, on every form and route: digits, grouped by commas in threes or not at
 * all, then optionally a point and decimals ("1250000", "1,250,000.50"). A comma anywhere else ("1,00",
 * a decimal comma "12,50") is refused rather than guessed at.
 */
const amountForm = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/

/** The largest amount a money column holds: 16 digits before the point (numeric(18,2)). */
const maxWholeDigits = 16

/**
 * What is wrong with a typed amount, as the sentence a person reads under the field, or undefined when
 * it is a well-formed amount of at most 2 decimals (a currency's own decimals: `decimalsProblem`).
 */
export const amountProblem = (label: string, typed: string | number): string | undefined => {
  const text = String(typed).trim()
  if (text === '') return `${label} is required`
  if (/^-/.test(text) && amountForm.test(text.slice(1))) return `${label} cannot be negative`
  if (!amountForm.test(text)) return `${label} must be a number such as 1,250.50`
  const [whole, decimals = ''] = text.replace(/,/g, '').split('.')
  if (whole!.replace(/^0+(?=\d)/, '').length > maxWholeDigits) return `${label} is too large`
  if (decimals.length > 2) return `${label} can have at most 2 decimals`
  return undefined
}

/** What is wrong with an amount in a currency whose minor unit is smaller than a cent or none (yen). */
export const decimalsProblem = (
  label: string,
  amount: string,
  currency: string,
  decimals = currencyDecimals(currency),
): string | undefined => {
  const given = amount.split('.')[1]?.replace(/0+$/, '').length ?? 0
  if (given <= decimals) return undefined
  return decimals === 0
    ? `${label} must be a whole amount in ${currency}`
    : `${label} can have at most ${decimals} decimals in ${currency}`
}

/**
 * What a person typed as an amount → decimal text, or null when it is not one (`amountProblem` says
 * why): "1,500,000" → "1500000", " 12.5 " → "12.5". Signs, exponents and misplaced commas are refused.
 */
export const parseMoney = (text: string | number | null | undefined): string | null => {
  if (text === null || text === undefined) return null
  const plain = String(text).trim()
  return amountForm.test(plain) ? plain.replace(/,/g, '') : null
}

/**
 * A rate (an exchange rate, a pay per hour) as its decimal text without the zeros its column pads it
 * with: "1450.0000" → "1450", "0.00670000" → "0.0067". A rate is not money, so it is not rounded to
 * a currency's decimals.
 */
export const formatRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate)

/** Whether a pending amount is below zero: money paid above what was owed, held for the party. */
export const isCredit = (pending: string) => /^\s*-/.test(pending) && /[1-9]/.test(pending)

/**
 * A pending amount as every screen shows it: what is owed ("PKR 50,000"), or below zero the credit held
 * for the party ("Credit held PKR 50,000"), never a negative amount owed.
 */
export const pendingText = (pending: string, currency: string) =>
  isCredit(pending)
    ? `Credit held ${formatMoney(pending.trim().slice(1), currency)}`
    : formatMoney(pending, currency)

/**
 * Arithmetic on amounts, in decimal (never binary floats), for the server and the forms alike. Results
 * are decimal text with `places` decimals: 2 by default, the scale of every money column, or a
 * currency's own decimals (`currencyDecimals`) where a figure is shown in its minor unit.
 */
type AmountValue = string | number | Decimal

/** The exact sum of amounts. */
export const sumAmounts = (amounts: readonly AmountValue[], places = 2) =>
  amounts.reduce<Decimal>((sum, a) => sum.plus(a), new Decimal(0)).toFixed(places)

/** `amount` minus `less`, exactly. */
export const subtractAmount = (amount: AmountValue, less: AmountValue, places = 2) =>
  new Decimal(amount).minus(less).toFixed(places)

/**
 * `amount` × `factor` (a rate, a quantity), rounded half away from zero to `places`, as PostgreSQL's
 * round() does: a conversion, a line total, a cost after a move.
 */
export const multiplyAmount = (amount: AmountValue, factor: AmountValue, places = 2) =>
  new Decimal(amount).times(factor).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places)

/**
 * `total` in `count` equal parts in a minor unit of `decimals` digits, rounded down; the last part takes
 * what the rounding left, so the parts sum exactly to the total. Each part is written with 2 decimals.
 */
export const splitAmount = (total: AmountValue, count: number, decimals = 2): string[] => {
  const whole = new Decimal(total)
  const each = whole.dividedBy(count).toDecimalPlaces(decimals, Decimal.ROUND_DOWN)
  return Array.from({ length: count }, (_, k) =>
    (k === count - 1 ? whole.minus(each.times(count - 1)) : each).toFixed(2),
  )
}

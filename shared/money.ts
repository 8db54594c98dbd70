/**
 * Money for every screen, PDF, export and e-mail: one formatter, one parser, one decimals lookup.
 * Amounts travel as decimal text ("1250000.00") and are formatted from that text with
 * Intl.NumberFormat, which keeps every digit (no binary float ever touches an amount).
 */

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
 * What a person typed as an amount → decimal text, or null when it is not one: "1,500,000" →
 * "1500000", " 12.5 " → "12.5". Signs and exponents are refused.
 */
export const parseMoney = (text: string | number | null | undefined): string | null => {
  if (text === null || text === undefined) return null
  const plain = String(text).trim().replace(/[,\s]/g, '')
  return /^\d+(\.\d+)?$/.test(plain) ? plain : null
}

/**
 * A rate (an exchange rate, a pay per hour) as its decimal text without the zeros its column pads it
 * with: "1450.0000" → "1450", "0.00670000" → "0.0067". A rate is not money, so it is not rounded to
 * a currency's decimals.
 */
export const formatRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate)

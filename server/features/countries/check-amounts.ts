import { decimalsProblem } from '../../../shared/money'
import type { Queryable } from '../../db/client'
import { fieldError } from '../../lib/errors'
import { getCurrencyDecimals } from './countries.repo'

/** "purchasePrice" → "Purchase price", "lines.0.unitPrice" → "Unit price": a field as its label reads. */
const labelOf = (field: string) => {
  const words = field
    .split('.')
    .at(-1)!
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
  return words[0]!.toUpperCase() + words.slice(1)
}

/**
 * The one check of amounts against their currency, for every amount a route stores: the currency is
 * known and each amount fits its minor unit (no yen cents, no fils beyond three). Answers the currency's
 * decimals. Amounts left out (null or undefined) are not checked.
 */
export const checkAmounts = async (
  db: Queryable,
  currency: string,
  amounts: Record<string, string | null | undefined>,
  currencyField = 'currency',
) => {
  const decimals = await getCurrencyDecimals(db, currency)
  if (decimals === undefined) throw fieldError(currencyField, 'Unknown currency')
  for (const [field, amount] of Object.entries(amounts)) {
    const problem = amount ? decimalsProblem(labelOf(field), amount, currency, decimals) : undefined
    if (problem) throw fieldError(field, problem)
  }
  return decimals
}

import Decimal from 'decimal.js'
import type { Queryable } from '../../db/client'
import { fieldError } from '../../lib/errors'
import { getCurrencyDecimals } from '../countries/countries.repo'

/** The currency exists and each amount fits its minor unit (no yen cents). */
export const checkAmounts = async (db: Queryable, currency: string, amounts: Record<string, string>) => {
  const decimals = await getCurrencyDecimals(db, currency)
  if (decimals === undefined) throw fieldError('currency', 'Unknown currency')
  for (const [name, amount] of Object.entries(amounts)) {
    if (new Decimal(amount).decimalPlaces() > decimals)
      throw fieldError(name, `${currency} amounts have ${decimals ? `at most ${decimals}` : 'no'} decimals`)
  }
  return decimals
}

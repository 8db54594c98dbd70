import Decimal from 'decimal.js'

/**
 * Roughly what one unit of each demo currency is worth in US dollars: the demo prices its vehicles from
 * a dollar price through these, so an AED van costs what a yen van does. The sales demo records these
 * as its monthly rates.
 */
export const demoUsdPer: Record<string, number> = {
  JPY: 0.0067,
  PKR: 0.0036,
  AED: 0.2723,
  KES: 0.0077,
  TZS: 0.00037,
  UGX: 0.00027,
  ZMW: 0.037,
  MZN: 0.0156,
  LKR: 0.0033,
  BDT: 0.0083,
  GBP: 1.27,
  EUR: 1.08,
  NZD: 0.6,
  AUD: 0.65,
  CLP: 0.00105,
  RUB: 0.011,
  MNT: 0.00029,
  CAD: 0.73,
}

/**
 * A dollar amount in a demo currency, rounded as a price is written there: to the power of ten under
 * `usdStep` dollars' worth (yen to the thousand, dirhams to the hundred for a 50-dollar step).
 */
export const demoLocalAmount = (usd: number, currency: string, usdStep = 50) => {
  const perUnit = demoUsdPer[currency]
  if (!perUnit) throw new Error(`demo rates: no rate for ${currency}`)
  const unit = new Decimal(10).pow(Math.max(0, Math.floor(Math.log10(usdStep / perUnit))))
  return new Decimal(usd).dividedBy(perUnit).dividedBy(unit).round().times(unit).toFixed(0)
}

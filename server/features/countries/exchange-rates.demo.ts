import Decimal from 'decimal.js'

/**
 * Roughly what one unit of each demo currency is worth in US dollars: the demo prices its vehicles from
 * a dollar price through these, so an AED van costs what a yen van does. Keep in step with the rates
 * the sales demo records (seed-demo.test checks every vehicle's dollar value through them).
 */
export const demoUsdPer: Record<string, number> = {
  JPY: 0.0067,
  PKR: 0.0036,
  AED: 0.2723,
  KES: 0.0077,
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

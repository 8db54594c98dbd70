import Decimal from 'decimal.js'

/** Amounts are shown with thousands separators (spec §9), in the currency's own decimals; never summed here. */
const decimalsOf = (currency: string) => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    )
  } catch {
    return 2
  }
}

/** "JPY 1,500,000", "USD 120.50": exact decimal text (no binary floats), grouped by thousands. */
export const formatMoney = (amount: string | number, currency: string) => {
  const fixed = new Decimal(amount).toFixed(decimalsOf(currency), Decimal.ROUND_HALF_UP)
  const [whole = '0', fraction] = fixed.replace(/^-/, '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${currency} ${fixed.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

export const formatDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

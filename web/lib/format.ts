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

export const formatMoney = (amount: string | number, currency: string) => {
  const digits = decimalsOf(currency)
  const n = Number(amount)
  return `${currency} ${n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`
}

export const formatDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

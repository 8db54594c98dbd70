/**
 * The parts of an auction invoice beyond the hammer price (the purchase price), each an expense of the
 * car with its `lineKind`. The recycle deposit and the consumption tax (on the price and on the fee) come
 * back after export, so they are refundable: they count in the cost until the refund is recorded, and
 * the refund is an expense of the negative amount with its own kind.
 */
export const auctionLineKinds = ['consumption_tax', 'recycle_deposit', 'auction_fee', 'fee_tax'] as const
export type AuctionLineKind = (typeof auctionLineKinds)[number]
export const refundLineKinds = ['recycle_refund', 'tax_refund'] as const
export type RefundLineKind = (typeof refundLineKinds)[number]
export type LineKind = AuctionLineKind | RefundLineKind

export const lineKindLabels: Record<LineKind, string> = {
  consumption_tax: 'Consumption tax',
  recycle_deposit: 'Recycle deposit',
  auction_fee: 'Auction fee',
  fee_tax: 'Tax on the auction fee',
  recycle_refund: 'Recycle deposit refunded',
  tax_refund: 'Consumption tax refunded',
}

export const refundableLineKinds: readonly AuctionLineKind[] = [
  'consumption_tax',
  'recycle_deposit',
  'fee_tax',
]

/** Japan's consumption tax on an auction's price and fee (a car exported gets it back). */
export const consumptionTaxRate = {
  value: '0.10',
  source: 'https://www.nta.go.jp/taxes/shiraberu/taxanswer/shohi/6303.htm',
} as const

import { expenseKinds } from '../../../shared/expenses'

/** 'auction fee' → 'Auction fee'. */
export const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1)

export const kindOptions = expenseKinds.map((k) => ({ value: k, label: kindLabel(k) }))

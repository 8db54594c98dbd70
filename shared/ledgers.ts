import { z } from 'zod'
import { optionalIsoDate } from './fields'
import { formatAmount, formatMoney, isCredit, pendingText } from './money'

export const LedgerQuery = z.object({
  id: z.coerce.number({ error: 'Id is required' }).int().positive('Id is required'),
  from: optionalIsoDate('From'),
  to: optionalIsoDate('To'),
})
export type LedgerQuery = z.infer<typeof LedgerQuery>

export const PartyQuery = z.object({
  id: z.coerce.number({ error: 'Id is required' }).int().positive('Id is required'),
})

/**
 * One line of a ledger. On both ledgers a debit raises what is owed (the customer owes us; we owe the
 * vendor) and a credit lowers it; `balance` is the running balance in the line's currency. A `bill`
 * line is a document, not money: its debit and credit are 0, it changes no balance, and its amount is
 * in `documentTotal` (its number in `receiptNo`; a bill may name no vehicle).
 */
export const LedgerEntry = z.object({
  date: z.string(),
  kind: z.enum(['sale', 'purchase', 'payment', 'advance', 'reversal', 'bill']),
  /** The sale, vehicle (purchase), payment or bill id: with `kind`, unique within a ledger. */
  ref: z.number().int(),
  carId: z.number().int().nullable(),
  stockNo: z.string().nullable(),
  model: z.string().nullable(),
  /** The receipt number of a payment, the number of a bill. */
  receiptNo: z.string().nullable(),
  /** A bill's total (in `currency`); null on every other line. */
  documentTotal: z.string().nullable().optional(),
  details: z.string().nullable(),
  currency: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
})
export type LedgerEntry = z.infer<typeof LedgerEntry>

/** Per currency: closing = opening + debits − credits, always. Never one number across currencies. */
export const LedgerBalance = z.object({
  currency: z.string(),
  opening: z.string(),
  debits: z.string(),
  credits: z.string(),
  closing: z.string(),
})
export type LedgerBalance = z.infer<typeof LedgerBalance>

export const Ledger = z.object({
  party: z.object({ id: z.number().int(), name: z.string(), currency: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Money held for the party: the customer's security deposit, the vendor's advance. */
  held: z.object({ kind: z.enum(['deposit', 'advance']), currency: z.string(), amount: z.string() }),
  balances: z.array(LedgerBalance),
  entries: z.array(LedgerEntry),
})
export type Ledger = z.infer<typeof Ledger>

/**
 * A customer's closing balance below zero is money they paid above what they owe: credit held for them,
 * read as such (a vendor's is their advance, and stays a number). `currency` adds the code.
 */
export const closingText = (ledger: Ledger, b: LedgerBalance, currency = false) => {
  if (ledger.held.kind !== 'deposit' || !isCredit(b.closing))
    return currency ? formatMoney(b.closing, b.currency) : formatAmount(b.closing, b.currency)
  return currency
    ? pendingText(b.closing, b.currency)
    : `Credit held ${formatAmount(b.closing.trim().slice(1), b.currency)}`
}

/** What a customer or vendor owes or is owed in one currency (domain.md "Pending"). */
export const PendingRow = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  pending: z.string(),
  dueDate: z.string().nullable(),
  daysPassed: z.number().int().nullable(),
})
export type PendingRow = z.infer<typeof PendingRow>

/** One sale to a customer or one purchase from a vendor, with what is paid and pending on it. */
export const PurchaseRow = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  stockNo: z.string(),
  chassisNo: z.string(),
  model: z.string(),
  date: z.string(),
  price: z.string(),
  currency: z.string(),
  paid: z.string(),
  pending: z.string(),
  dueDate: z.string().nullable(),
  status: z.string(),
})
export type PurchaseRow = z.infer<typeof PurchaseRow>

export const Purchases = z.object({ rows: z.array(PurchaseRow), pending: z.array(PendingRow) })
export type Purchases = z.infer<typeof Purchases>

import Decimal from 'decimal.js'
import { z } from 'zod'
import { lineKinds } from './auction-purchases'
import {
  blankToUndefined,
  currencyCode,
  id,
  isoDate,
  loadedVersion,
  money,
  optionalText,
  requiredChoice,
} from './fields'
import { Amount } from './vehicles'

/** What a cost on a vehicle was for (domain.md "Expense"). */
export const expenseKinds = [
  'auction fee',
  'transport',
  'repair',
  'inspection',
  'shipping',
  'insurance',
  'port handling',
  'customs',
  'other',
] as const
export type ExpenseKind = (typeof expenseKinds)[number]

const isAmount = (v: string) => /^\d{1,16}(\.\d{1,2})?$/.test(v)

/** The expense dialog. The currency may be left empty: the vehicle's purchase currency is used. */
export const ExpenseInput = z.object({
  version: loadedVersion,
  carId: id('Vehicle'),
  date: isoDate('Date'),
  kind: z
    .string({ error: 'Kind is required' })
    .trim()
    .toLowerCase()
    .pipe(requiredChoice('Kind', expenseKinds, `Kind must be one of: ${expenseKinds.join(', ')}`)),
  amount: money('Amount').refine(
    (v) => !isAmount(v) || new Decimal(v).gt(0),
    'Amount must be greater than 0',
  ),
  currency: z.preprocess(blankToUndefined, currencyCode.optional()),
  details: optionalText(2000),
  /** Why a sold vehicle's expense is corrected (MainAdmin and SuperAdmin only; kept in the audit log). */
  reason: optionalText(500),
})
export type ExpenseInput = z.infer<typeof ExpenseInput>

export const Expense = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  carId: z.number().int(),
  date: z.string(),
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  details: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  receiptName: z.string().nullable(),
  receiptType: z.string().nullable(),
  /** Set on an auction invoice's line or its refund: kept by the auction purchase or the export file. */
  lineKind: z.enum(lineKinds).nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Expense = z.infer<typeof Expense>

/** A vehicle's expenses per currency: amounts in different currencies are never added into one number. */
export const ExpenseTotals = z.array(Amount)
export type ExpenseTotals = z.infer<typeof ExpenseTotals>

export const SavedExpense = z.object({ id: z.number().int(), message: z.string() })

/** A row of the all-expenses page (/vehicles/expenses): the expense with its vehicle. */
export const ExpenseListRow = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  date: z.string(),
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  details: z.string().nullable(),
  receiptUrl: z.string().nullable(),
})
export type ExpenseListRow = z.infer<typeof ExpenseListRow>

export const ExpenseListFilter = z.object({
  kind: z.enum(expenseKinds).optional(),
  currency: currencyCode.optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
})

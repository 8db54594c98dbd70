import { date, index, integer, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'

/**
 * What each customer owes us and what we owe each vendor, per currency: total, paid and the due date
 * (a customer's earliest instalment not covered by what was paid on its sale or by credit they hold; a vendor's earliest due
 * date among the vehicles not paid in full). Kept by the database itself: triggers on sales,
 * instalments, payments and vehicles recompute the touched party's rows (`refresh_customer_pending`,
 * `refresh_vendor_pending`, migrations 0005 and 0016) inside the writing transaction, so every reader — ledgers,
 * dashboard, alerts, reminders — reads one computation without aggregating every sale and payment.
 */
export const pendingBalances = pgTable(
  'pending_balances',
  {
    partyType: text('party_type').notNull(),
    partyId: integer('party_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    // Sums of amounts: without a precision, so a party's total never overflows the column of one amount.
    total: numeric('total').notNull(),
    paid: numeric('paid').notNull(),
    dueDate: date('due_date'),
  },
  (t) => [
    primaryKey({ columns: [t.partyType, t.partyId, t.currency] }),
    index('pending_balances_due_idx').on(t.partyType, t.dueDate),
  ],
)

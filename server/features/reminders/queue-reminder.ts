import { eq, or, type SQL, sql } from 'drizzle-orm'
import { type Reminder, type ReminderInput, reminderText } from '../../../shared/reminders'
import type { Db } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/mail'
import { fullName } from '../../lib/names'
import { currencies } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { users } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'
import { enqueueMail } from './outbox'
import { reminders } from './reminders.table'

/** The client sends a currency code ("JPY") or a symbol that names one currency ("¥"). */
const currencyOf = async (db: Db, given: string) => {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(or(eq(currencies.code, given.toUpperCase()), eq(currencies.symbol, given)))
  const exact = rows.find((r) => r.code === given.toUpperCase())
  if (exact) return exact.code
  if (rows.length === 1) return rows[0]!.code
  throw fieldError(
    'currencySymbol',
    rows.length ? 'names more than one currency: send its code' : 'Unknown currency',
  )
}

/**
 * Queues a payment reminder: the e-mail in the outbox and the reminder in the log, in one transaction.
 * A customer is told what they owe; a vendor gets a statement of what we owe them.
 */
export const queueReminder = async (
  db: Db,
  actor: SessionUser,
  input: ReminderInput,
  businessName: string,
) => {
  const currency = await currencyOf(db, input.currencySymbol)
  if (input.customerId) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId))
    if (!row) throw notFound('Customer not found')
  }
  if (input.vendorId) {
    const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, input.vendorId))
    if (!row) throw notFound('Vendor not found')
  }
  const type = input.vendorId ? 'vendor' : 'customer'
  const text = reminderText({ ...input, currency, type, businessName })
  const subject = type === 'vendor' ? `Statement — ${businessName}` : `Payment reminder — ${businessName}`
  const html = `<p>${escapeHtml(text)}</p><p>— ${escapeHtml(businessName)}</p>`
  return db.transaction(async (tx) => {
    const outboxId = await enqueueMail(tx, {
      to: input.email,
      subject,
      text: `${text}\n\n— ${businessName}`,
      html,
    })
    const [row] = await tx
      .insert(reminders)
      .values({
        customerId: input.customerId ?? null,
        vendorId: input.vendorId ?? null,
        email: input.email,
        name: input.name,
        pendingAmount: input.pendingAmount,
        totalAmount: input.totalAmount,
        currency,
        outboxId,
        sentBy: actor.id,
      })
      .returning({ id: reminders.id })
    return row!.id
  })
}

/** One record's reminder log, newest first, with how each delivery went. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

export const listReminders = (db: Db, filter: { customerId?: number; vendorId?: number; id?: number }) =>
  selectRows<Reminder>(
    db,
    sql`select r.id, r.email, r.name, r.pending_amount::text as "pendingAmount",
      r.total_amount::text as "totalAmount", r.currency, r.customer_id as "customerId", r.vendor_id as "vendorId",
      o.status, o.last_error as error, o.attempts, ${fullName(users.firstName, users.lastName)} as "sentBy",
      ${iso(sql`r.created_at`)} as "createdAt", ${iso(sql`o.sent_at`)} as "sentAt"
    from reminders r join outbox o on o.id = r.outbox_id join users on users.id = r.sent_by
    where ${
      filter.id
        ? sql`r.id = ${filter.id}`
        : filter.customerId
          ? sql`r.customer_id = ${filter.customerId}`
          : sql`r.vendor_id = ${filter.vendorId ?? 0}`
    }
    order by r.created_at desc, r.id desc limit 200`,
  )

import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import type { MailAttachment } from '../../lib/mail'
import { customers } from '../customers/customers.table'
import { users } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'

/**
 * Outgoing e-mail, durable: a request stores its message here and answers; a worker claims due rows
 * (FOR UPDATE SKIP LOCKED), sends, and records the outcome, retrying with backoff. Nothing is lost on a
 * crash and two server processes never send one message twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the message (a bill's PDF), as they were when it was queued. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
)

/** Every payment reminder: to whom, how much, who sent it; its delivery is the outbox row's. */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    pendingAmount: numeric('pending_amount', { precision: 18, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_customer_idx').on(t.customerId, t.createdAt),
    index('reminders_vendor_idx').on(t.vendorId, t.createdAt),
    index('reminders_outbox_idx').on(t.outboxId),
    index('reminders_sent_by_idx').on(t.sentBy),
  ],
)

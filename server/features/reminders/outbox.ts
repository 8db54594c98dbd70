import { sql } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import type { Mail, MailTransport } from '../../lib/mail'
import { outbox } from './reminders.table'

/** After a failed attempt, wait 1 min, 5 min, 30 min, then 2 h; after the last attempt it has failed. */
export const retryDelaysMinutes = [1, 5, 30, 120] as const
export const maxAttempts = retryDelaysMinutes.length + 1

/** Stores a message to be sent; the caller's transaction makes it durable with whatever it belongs to. */
export const enqueueMail = async (db: Queryable, mail: Omit<Mail, 'id'>) => {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id })
  return row!.id
}

/** How long a claimed message is held by the process sending it before another may try. */
const leaseMinutes = 10

/**
 * Sends what is due. One statement claims the due rows (FOR UPDATE SKIP LOCKED: a process draining at
 * the same time skips them) and leases them for a few minutes; they are sent outside any transaction,
 * so a slow SMTP server holds no lock; then each outcome is recorded. A failure keeps its reason and
 * schedules the next attempt; after the last one the message has failed for good. A process that dies
 * mid-send leaves the lease to expire, and the message is tried again.
 */
export const drainOutbox = async (db: Db, transport: MailTransport, now = new Date(), batch = 20) => {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
  const claimed = await selectRows<Mail & { attempts: number }>(
    db,
    sql`update outbox set attempts = attempts + 1, next_attempt_at = ${at(leaseMinutes)}
      where id in (select id from outbox where status = 'queued' and next_attempt_at <= ${now.toISOString()}
        order by id limit ${batch} for update skip locked)
      returning id, "to", subject, text, html, attachments, attempts`,
  )
  let sent = 0
  for (const mail of claimed) {
    try {
      await transport.send(mail)
      sent += 1
      await db.execute(
        sql`update outbox set status = 'sent', sent_at = ${now.toISOString()}, last_error = null where id = ${mail.id}`,
      )
    } catch (err) {
      const reason = (err as Error).message?.slice(0, 500) || 'Sending failed'
      const delay = retryDelaysMinutes[mail.attempts - 1]
      await db.execute(
        delay === undefined
          ? sql`update outbox set status = 'failed', last_error = ${reason} where id = ${mail.id}`
          : sql`update outbox set last_error = ${reason}, next_attempt_at = ${at(delay)} where id = ${mail.id}`,
      )
    }
  }
  return sent
}

/** Drains the outbox every few seconds and whenever poked; stops with the app. */
export const startOutboxWorker = (
  db: Db,
  transport: MailTransport,
  onError: (err: unknown) => void,
  everyMs = 5000,
) => {
  let running: Promise<unknown> | undefined
  const run = () => {
    running ??= drainOutbox(db, transport)
      .catch(onError)
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(run, everyMs)
  timer.unref()
  return {
    poke: () => void run(),
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

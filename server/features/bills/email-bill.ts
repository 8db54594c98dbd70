import { formatMoney } from '../../../shared/money'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/mail'
import { recordAudit } from '../audit/audit.repo'
import { enqueueMail } from '../reminders/outbox'
import { getLetterhead } from '../settings/settings.repo'
import { billPdfBytes } from './bill.pdf'
import { type BillScope, getBill } from './bills.repo'

/**
 * Queues a bill's e-mail with its PDF attached, in the durable outbox (the worker sends it): to the
 * address given, else the customer's. The PDF is rendered now, so the mail carries the bill as it
 * was sent.
 */
export const emailBill = async (
  db: Db,
  actor: SessionUser,
  id: number,
  given: string | null,
  scope: BillScope,
) => {
  const bill = await getBill(db, id, scope)
  if (!bill) throw notFound('Bill not found')
  const to = given ?? bill.customerEmail
  if (!to) throw fieldError('email', 'The customer has no e-mail address: type one')
  const letterhead = await getLetterhead(db)
  const pdf = await billPdfBytes(bill, letterhead)
  const from = letterhead.name
  const text = [
    `Dear ${bill.buyerName},`,
    '',
    `Please find attached invoice ${bill.number} of ${bill.issueDate} for ${formatMoney(bill.total, bill.currency)}, due on ${bill.dueDate}.`,
    '',
    `— ${from}`,
  ].join('\n')
  const outboxId = await db.transaction(async (tx) => {
    const queued = await enqueueMail(tx, {
      to,
      subject: `Invoice ${bill.number} — ${from}`,
      text,
      html: text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join(''),
      attachments: [
        { filename: `${bill.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
      ],
    })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'bills',
      entityId: id,
      action: 'email',
      after: { to, outboxId: queued },
    })
    return queued
  })
  return { outboxId, email: to, number: bill.number }
}

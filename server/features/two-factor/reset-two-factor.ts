import { twoFactorMessages } from '../../../shared/two-factor'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/mail'
import { recordAudit } from '../audit/audit.repo'
import { enqueueMail } from '../reminders/outbox'
import { revokeUserSessions } from '../session/session.repo'
import { getUserRow } from '../users/users.repo'
import { removeTwoFactor } from './two-factor.repo'

const resetMail = (user: { firstName: string }, actor: SessionUser, businessName: string) => {
  const text = [
    `Hello ${user.firstName},`,
    `${actor.firstName} has reset the two-factor sign-in of your ${businessName} account, as is done when a phone is lost.`,
    'Your authenticator and your recovery codes no longer work, and you have been signed out everywhere.',
    'Sign in with your password and set up two-factor sign-in again from the profile menu (you will be asked at once if your role must use it).',
    `If you did not ask for this, tell ${actor.firstName} (${actor.email}) at once.`,
  ].join('\n\n')
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')
  return { subject: `Your two-factor sign-in was reset — ${businessName}`, text, html }
}

/**
 * An owner's reset of a user's lost authenticator: it and the recovery codes are removed, the user's
 * sessions and half-done sign-ins end, the change is audited and the user is e-mailed (through the
 * outbox), all in one transaction.
 */
export const resetTwoFactor = (db: Db, userId: number, actor: SessionUser, businessName: string) =>
  db.transaction(async (tx) => {
    const user = await getUserRow(tx, userId)
    if (!user) throw notFound('User not found')
    if (!(await removeTwoFactor(tx, userId))) throw conflict(twoFactorMessages.notEnrolled)
    await revokeUserSessions(tx, userId)
    const mail = resetMail(user, actor, businessName)
    await enqueueMail(tx, { to: user.email, subject: mail.subject, text: mail.text, html: mail.html })
    await recordAudit(tx, { userId: actor.id, entity: 'users', entityId: userId, action: 'reset-two-factor' })
  })

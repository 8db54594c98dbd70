import type { SessionUser } from '../../lib/auth'
import { escapeHtml } from '../../lib/mail'

/**
 * A notice to a user that an owner changed their account (deactivated it, reset its password), with
 * whom to ask if they did not expect it. The new password itself is never e-mailed.
 */
export const accountNotice = (
  user: { firstName: string },
  actor: SessionUser,
  businessName: string,
  change: { subject: string; what: string },
) => {
  const text = [
    `Hello ${user.firstName},`,
    `${actor.firstName} has ${change.what} of your ${businessName} account.`,
    'You have been signed out everywhere.',
    `If you did not expect this, ask ${actor.firstName} (${actor.email}).`,
  ].join('\n\n')
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')
  return { subject: `${change.subject} — ${businessName}`, text, html }
}

import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import { daysBetween } from '../../../shared/dates'
import { type Deadline, deadlineLabels, deadlineRoles } from '../../../shared/export-files'
import { counted } from '../../../shared/messages'
import type { Role } from '../../../shared/roles'
import type { Queryable } from '../../db/client'
import { scopeCountry } from '../../lib/country-scope'
import { escapeHtml } from '../../lib/mail'
import type { DailyJob } from '../daily-jobs/daily-jobs'
import { enqueueMail } from '../reminders/outbox'
import { getChainSettings } from '../settings/settings.repo'
import { users } from '../users/users.table'
import { listDeadlines } from './export-files.repo'

/** The owners read every kind of deadline; everyone else only the kinds their role acts on. */
const owners: readonly Role[] = ['SuperAdmin', 'MainAdmin']
const digestRoles = [...new Set<Role>([...owners, ...Object.values(deadlineRoles)])]
/** More than anyone reads in a mail; the page lists the rest. */
const digestLimit = 500

/** "3 days left", "due today", "5 days overdue", counted from the business's today as the page does. */
export const daysLeft = (dueOn: string, today: string) => {
  const left = daysBetween(today, dueOn)
  if (left === 0) return 'due today'
  return left > 0 ? `${counted(left, 'day')} left` : `${counted(-left, 'day')} overdue`
}

type Recipient = { firstName: string; email: string; role: Role; countryId: number }

const digestMail = (
  who: Recipient,
  list: Deadline[],
  { today, link, businessName, cut }: { today: string; link: string; businessName: string; cut: boolean },
) => {
  const lines = list.map(
    (d) => `${deadlineLabels[d.kind]}: ${d.stockNo} ${d.model}, due ${d.dueOn} (${daysLeft(d.dueOn, today)})`,
  )
  const intro = `Hello ${who.firstName},`
  const lead = `${counted(list.length, 'open deadline')} on ${today}:`
  const more = cut ? 'The list stops here; the page has the rest.' : ''
  const open = `Open the deadlines: ${link}`
  const text = [intro, lead, lines.map((l) => `- ${l}`).join('\n'), more, open].filter(Boolean).join('\n\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(link)}">Open the deadlines</a></p>`,
  ].join('')
  return {
    to: who.email,
    subject: `Deadlines for ${today}: ${list.length} open — ${businessName}`,
    text,
    html,
  }
}

/**
 * Queues the day's deadlines digest in the caller's transaction: one mail to each active user with an
 * e-mail address who has something due — the owners every open deadline, the others the kinds their
 * role acts on, both within the user's country scope. Nothing due, no mail. Answers how many were queued.
 */
export const enqueueDeadlinesDigest = async (
  tx: Queryable,
  today: string,
  options: { link: string; businessName: string },
) => {
  const recipients = await tx
    .select({ firstName: users.firstName, email: users.email, role: users.role, countryId: users.countryId })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNull(users.deletedAt),
        ne(users.email, ''),
        inArray(users.role, digestRoles),
      ),
    )
    .orderBy(users.id)
  // One read per country scope, in turn: the transaction has one connection.
  const chain = await getChainSettings(tx)
  const byScope = new Map<number | undefined, Deadline[]>()
  let queued = 0
  for (const user of recipients as Recipient[]) {
    const scope = scopeCountry(user)
    if (!byScope.has(scope)) byScope.set(scope, await listDeadlines(tx, scope, digestLimit, chain))
    const all = byScope.get(scope)!
    const list = owners.includes(user.role) ? all : all.filter((d) => d.role === user.role)
    if (list.length === 0) continue
    await enqueueMail(tx, digestMail(user, list, { today, ...options, cut: all.length >= digestLimit }))
    queued += 1
  }
  return queued
}

/** The daily job: the digest at DIGEST_HOUR, then a poke so the outbox sends it at once. */
export const deadlinesDigestJob = (
  config: { DIGEST_HOUR: number; PUBLIC_URL?: string; PORT: number; BUSINESS_NAME: string },
  poke: () => void,
): DailyJob => ({
  name: 'deadlines-digest',
  hour: config.DIGEST_HOUR,
  run: async (tx, day) => {
    await enqueueDeadlinesDigest(tx, day, {
      link: `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/deadlines`,
      businessName: config.BUSINESS_NAME,
    })
  },
  ran: poke,
})

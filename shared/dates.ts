/**
 * Business dates are YYYY-MM-DD text. They are never turned into local-midnight Date objects: the only
 * Date objects here sit at UTC midnight and are read back with UTC getters, so no time zone moves a day.
 * "Today" is always today in the business's time zone (BUSINESS_TIMEZONE), on the server and in the web.
 */

import { counted } from './messages'

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)
const pad = (n: number) => String(n).padStart(2, '0')
const toIso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/**
 * One formatter per time zone (making an Intl.DateTimeFormat costs far more than formatting with it),
 * and the day it last gave, by minute: every zone's offset from UTC has been a whole number of minutes
 * since 1972, so the date in it can only change as a UTC minute begins. Asked on every request that
 * needs "today", formatting took a few percent of the server's time under load.
 */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>()

/** Today's date (YYYY-MM-DD) in a time zone, e.g. the business's. */
export const todayIn = (timeZone: string, now = new Date()) => {
  const minute = Math.floor(now.getTime() / 60_000)
  let known = dayFormats.get(timeZone)
  if (known?.minute === minute) return known.day
  if (!known) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    known = { format, minute, day: '' }
    dayFormats.set(timeZone, known)
  }
  known.minute = minute
  known.day = known.format.format(now)
  return known.day
}

const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)

export const daysInMonth = (date: string) => {
  const y = Number(date.slice(0, 4))
  const m = Number(date.slice(5, 7))
  if (m === 2) return isLeapYear(y) ? 29 : 28
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31
}
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`
export const monthEnd = (date: string) => `${date.slice(0, 7)}-${pad(daysInMonth(date))}`

export const addDays = (date: string, n: number) => {
  const d = utc(date)
  d.setUTCDate(d.getUTCDate() + n)
  return toIso(d)
}

/** `n` months later; a day past the target month's end falls on its last day (31 Jan + 1 → 28/29 Feb). */
export const addMonths = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const month = m - 1 + n
  const lastDay = new Date(Date.UTC(y, month + 1, 0)).getUTCDate()
  return toIso(new Date(Date.UTC(y, month, Math.min(d, lastDay))))
}

/** Whole days from `from` to `to` (to − from). */
export const daysBetween = (from: string, to: string) => Math.round((+utc(to) - +utc(from)) / 86_400_000)

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string) => utc(date).getUTCDay()

export const eachDay = (start: string, end: string) => {
  const days: string[] = []
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d)
  return days
}

/** A Date (an instant) as the calendar date it falls on in UTC — for instants already at UTC midnight. */
export const isoDateOf = (d: Date) => toIso(d)

/**
 * Days passed since a due date, as reminders and overdue alerts count them: (reference − due) + 1, at
 * least 1. The reference is today, or REMINDER_REFERENCE_DATE when that pins it.
 */
export const daysPassed = (dueDate: string, reference: string) =>
  Math.max(daysBetween(dueDate, reference) + 1, 1)

/**
 * How a due date reads on a screen: "due today", "due in 3 days", "46 days overdue". Days overdue are
 * days passed, so the customer's page and ledger read the same number as the dashboard and reminders.
 */
export const dueLabel = (dueDate: string, today: string) => {
  const n = daysBetween(today, dueDate)
  if (n === 0) return 'due today'
  if (n > 0) return `due in ${counted(n, 'day')}`
  return `${counted(daysPassed(dueDate, today), 'day')} overdue`
}

/** Today and its month in the business's time zone. */
export const businessToday = (timeZone: string, now = new Date()) => {
  const date = todayIn(timeZone, now)
  return { date, monthStart: monthStart(date), monthEnd: monthEnd(date), timeZone }
}

/** A date or timestamp as the screens show it: its YYYY-MM-DD part, '' for none. */
export const formatDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

/** A moment (ISO timestamp) as the screens show it, in the business's time zone: "2025-03-29 14:05". */
export const formatDateTime = (iso: string | null | undefined, timeZone: string) => {
  if (!iso) return ''
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

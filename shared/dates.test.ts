import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  daysPassed,
  dueLabel,
  formatDateTime,
  monthEnd,
  todayIn,
} from './dates'

describe('business dates', () => {
  it('today is the business time zone’s date, not the machine’s', () => {
    // 2026-01-31 23:30 UTC is already 1 February in Tokyo and still 31 January in New York.
    const now = new Date('2026-01-31T23:30:00Z')
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-02-01')
    expect(todayIn('America/New_York', now)).toBe('2026-01-31')
  })

  it('turns the day at midnight to the millisecond, in zones off the hour too', () => {
    // Midnight in Tokyo is 15:00 UTC; in Kolkata (+5:30) 18:30 UTC; in Kathmandu (+5:45) 18:15 UTC.
    for (const [zone, midnight, before, after] of [
      ['Asia/Tokyo', '2026-03-09T15:00:00.000Z', '2026-03-09', '2026-03-10'],
      ['Asia/Kolkata', '2026-03-09T18:30:00.000Z', '2026-03-09', '2026-03-10'],
      ['Asia/Kathmandu', '2026-03-09T18:15:00.000Z', '2026-03-09', '2026-03-10'],
    ] as const) {
      const at = new Date(midnight).getTime()
      expect(todayIn(zone, new Date(at - 30_000))).toBe(before)
      expect(todayIn(zone, new Date(at - 1))).toBe(before)
      expect(todayIn(zone, new Date(at))).toBe(after)
      expect(todayIn(zone, new Date(at + 59_999))).toBe(after)
      expect(todayIn(zone, new Date(at - 1))).toBe(before)
    }
  })

  it('knows the length of every month, leap years included', () => {
    const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    expect(lengths.map((_, i) => daysInMonth(`2026-${String(i + 1).padStart(2, '0')}-15`))).toEqual(lengths)
    expect(daysInMonth('2024-02-01')).toBe(29)
    expect(daysInMonth('2000-02-01')).toBe(29)
    expect(daysInMonth('1900-02-01')).toBe(28)
  })

  it('adds days and months on calendar text', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15')
    expect(monthEnd('2025-02-10')).toBe('2025-02-28')
    expect(daysBetween('2025-03-01', '2025-03-29')).toBe(28)
  })

  it('counts days passed as reminders do: (reference − due) + 1, at least 1', () => {
    expect(daysPassed('2025-03-19', '2025-03-29')).toBe(11)
    expect(daysPassed('2025-03-29', '2025-03-29')).toBe(1)
    expect(daysPassed('2025-04-10', '2025-03-29')).toBe(1)
  })

  it('labels a due date before and after it falls', () => {
    expect(dueLabel('2027-01-23', '2027-01-20')).toBe('due in 3 days')
    expect(dueLabel('2027-01-21', '2027-01-20')).toBe('due in 1 day')
    expect(dueLabel('2027-01-20', '2027-01-20')).toBe('due today')
    expect(dueLabel('2027-01-19', '2027-01-20')).toBe('2 days overdue')
    expect(dueLabel('2027-01-15', '2027-01-20')).toBe('6 days overdue')
  })

  it('counts the days overdue the way the reminders count days passed (the due day is day 1)', () => {
    for (const due of ['2025-02-12', '2025-03-19', '2025-03-28', '2024-12-31'])
      expect(dueLabel(due, '2025-03-29')).toBe(`${daysPassed(due, '2025-03-29')} days overdue`)
    expect(dueLabel('2025-02-12', '2025-03-29')).toBe('46 days overdue')
  })
})

describe('formatDateTime', () => {
  it("shows a moment in the business's time zone, not the machine's", () => {
    expect(formatDateTime('2025-03-28T23:30:00.000Z', 'Asia/Tokyo')).toBe('2025-03-29 08:30')
    expect(formatDateTime('2025-03-28T23:30:00.000Z', 'Africa/Nairobi')).toBe('2025-03-29 02:30')
    expect(formatDateTime(null, 'Asia/Tokyo')).toBe('')
  })
})

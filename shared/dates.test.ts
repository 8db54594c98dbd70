import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysBetween,
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
    expect(dueLabel('2027-01-15', '2027-01-20')).toBe('5 days overdue')
  })
})

describe('formatDateTime', () => {
  it("shows a moment in the business's time zone, not the machine's", () => {
    expect(formatDateTime('2025-03-28T23:30:00.000Z', 'Asia/Tokyo')).toBe('2025-03-29 08:30')
    expect(formatDateTime('2025-03-28T23:30:00.000Z', 'Africa/Nairobi')).toBe('2025-03-29 02:30')
    expect(formatDateTime(null, 'Asia/Tokyo')).toBe('')
  })
})

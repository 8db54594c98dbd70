import { describe, expect, it } from 'vitest'
import { AttendanceInput, AttendanceQuery } from './attendance'
import { addDays, businessToday, daysInMonth, eachDay, todayIn } from './dates'

describe('calendar on YYYY-MM-DD strings', () => {
  it('knows months of 28, 29, 30 and 31 days', () => {
    expect(['2025-02-10', '2024-02-10', '2025-04-10', '2025-03-10'].map(daysInMonth)).toEqual([
      28, 29, 30, 31,
    ])
  })
  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(eachDay('2025-03-30', '2025-04-02')).toEqual([
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
    ])
  })
  it("today is the business's date, not the server's", () => {
    const instant = new Date('2025-03-31T15:30:00Z')
    expect(todayIn('Asia/Tokyo', instant)).toBe('2025-04-01')
    expect(todayIn('America/New_York', instant)).toBe('2025-03-31')
    expect(businessToday('Asia/Tokyo', instant)).toEqual({
      date: '2025-04-01',
      monthStart: '2025-04-01',
      monthEnd: '2025-04-30',
      timeZone: 'Asia/Tokyo',
    })
    expect(businessToday('Pacific/Kiritimati', new Date('2024-02-28T10:30:00Z')).monthEnd).toBe('2024-02-29')
  })
})

describe('AttendanceInput', () => {
  const base = { staffId: '3', date: '2025-03-03', status: 'Present' }
  it('takes form strings; empty hours and minutes are 0', () => {
    expect(
      AttendanceInput.parse({
        ...base,
        overtimeHours: '1',
        overtimeMinutes: '30',
        lateHours: '',
        lateMinutes: '',
      }),
    ).toEqual({
      staffId: 3,
      date: '2025-03-03',
      status: 'Present',
      overtimeHours: 1,
      overtimeMinutes: 30,
      lateHours: 0,
      lateMinutes: 0,
    })
  })
  it.each([
    [{ date: '03/03/2025' }, 'date'],
    [{ date: '2025-02-30' }, 'date'],
    [{ status: 'Sick' }, 'status'],
    [{ overtimeMinutes: 60 }, 'overtimeMinutes'],
    [{ lateHours: -1 }, 'lateHours'],
    [{ status: 'Absent', overtimeHours: 2 }, 'overtimeHours'],
    [{ status: 'Paid holiday', lateMinutes: 5 }, 'lateHours'],
  ])('%j is refused, naming %s', (change, field) => {
    const res = AttendanceInput.safeParse({ ...base, ...change })
    expect(res.error?.issues[0]?.path).toEqual([field])
  })
})

describe('AttendanceQuery', () => {
  it('takes a day or a month, not both', () => {
    expect(AttendanceQuery.safeParse({ date: '2025-03-03' }).success).toBe(true)
    expect(AttendanceQuery.safeParse({ month: '2025-03-01' }).success).toBe(true)
    expect(AttendanceQuery.safeParse({ month: '2025-03' }).success).toBe(false)
    expect(AttendanceQuery.safeParse({ date: '2025-03-03', month: '2025-03-01' }).success).toBe(false)
  })
})

import type { AttendanceStatus } from '../../shared/attendance'

/** How each status looks in the day view, the month grid and the salary sheet. */
export const statusStyle: Record<
  AttendanceStatus,
  { short: string; color: 'success' | 'error' | 'info' | 'warning' }
> = {
  Present: { short: 'P', color: 'success' },
  Absent: { short: 'A', color: 'error' },
  'Paid holiday': { short: 'H', color: 'info' },
  Leave: { short: 'L', color: 'warning' },
}

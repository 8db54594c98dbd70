import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Attendance, AttendanceInput } from '../../../shared/attendance'
import { api } from '../../lib/api'

export const attendanceKeys = {
  all: ['attendance'] as const,
  day: (date: string) => ['attendance', 'day', date] as const,
  month: (month: string) => ['attendance', 'month', month] as const,
}

/*
 * A failed attendance fetch is silent. It is not retried, and the page shows an empty state
 * For it (never the rows of an earlier fetch).
 */
export const useDayAttendance = (date: string) =>
  useQuery({
    queryKey: attendanceKeys.day(date),
    queryFn: () => api.get<Attendance[]>('Staff/Attendance', { Date: date }),
    enabled: !!date,
    retry: false,
  })

/** `month` is YYYY-MM; the API takes any day of it as YYYY-MM-DD. */
export const useMonthAttendance = (month: string) =>
  useQuery({
    queryKey: attendanceKeys.month(month),
    queryFn: () => api.get<Attendance[]>('Staff/Attendance', { Month: `${month}-01` }),
    enabled: !!month,
    retry: false,
  })

/** Saving reloads the attendance (today's for all staff, and any other day shown); pay follows it. */
export const useSaveAttendance = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: AttendanceInput) => api.send<Attendance>('POST', 'Staff/addeditattendance', input),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: attendanceKeys.all })
      await qc.invalidateQueries({
        queryKey: ['salary'] /* Pay follows attendance: the salary feature's root key */,
      })
    },
  })
}

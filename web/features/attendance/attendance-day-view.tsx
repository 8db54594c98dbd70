import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { Button, Chip, IconButton, LinearProgress, Stack, TextField } from '@mui/material'
import { attendanceStatuses } from '../../../shared/attendance'
import { addDays } from '../../../shared/dates'
import { statusStyle } from '../../components/attendance-status-style'
import { EmptyState } from '../../components/empty-state'
import { useEveryone } from '../staff'
import { useDayAttendance } from './attendance.api'
import { AttendanceRow } from './attendance-row'

type Props = { date: string; today: string; onDateChange: (date: string) => void }

/** The day view: every active staff member on one day (any day can be marked or corrected). */
export const AttendanceDayView = ({ date, today, onDateChange }: Props) => {
  const staff = useEveryone(true)
  const day = useDayAttendance(date)
  const byStaff = new Map((day.data ?? []).map((r) => [r.staffId, r]))
  const failed = staff.isError || day.isError
  const counts = attendanceStatuses.map(
    (s) => [s, day.data?.filter((r) => r.status === s).length ?? 0] as const,
  )

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
        <IconButton aria-label="Previous day" onClick={() => onDateChange(addDays(date, -1))}>
          <ChevronLeft />
        </IconButton>
        <TextField
          type="date"
          label="Date"
          fullWidth={false}
          sx={{ width: 180 }}
          value={date}
          onChange={(e) => e.target.value && onDateChange(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton aria-label="Next day" onClick={() => onDateChange(addDays(date, 1))}>
          <ChevronRight />
        </IconButton>
        <Button onClick={() => onDateChange(today)} disabled={date === today}>
          Today
        </Button>
      </Stack>
      {!failed && day.data && staff.data && (
        <Stack direction="row" gap={1} flexWrap="wrap" aria-label="Day summary">
          {counts.map(([s, n]) => (
            <Chip key={s} size="small" variant="outlined" color={statusStyle[s].color} label={`${s} ${n}`} />
          ))}
          <Chip
            size="small"
            variant="outlined"
            label={`Not marked ${staff.data.filter((m) => !byStaff.has(m.id)).length}`}
          />
        </Stack>
      )}
      {failed ? (
        <EmptyState text="No attendance to show for this day." />
      ) : staff.isPending || day.isPending ? (
        <LinearProgress />
      ) : !staff.data.length ? (
        <EmptyState text="No active staff. Add staff members first." />
      ) : (
        <Stack spacing={1}>
          {staff.data.map((member) => (
            <AttendanceRow
              key={`${member.id}:${date}`}
              member={member}
              date={date}
              record={byStaff.get(member.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import {
  Box,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { type Attendance, attendanceStatuses, formatMinutes } from '../../../shared/attendance'
import { addDays, eachDay, monthEnd, weekday } from '../../../shared/dates'
import { statusStyle } from '../../components/attendance-status-style'
import { EmptyState } from '../../components/empty-state'
import { useEveryone } from '../staff'
import { useMonthAttendance } from './attendance.api'

type Props = { month: string; onMonthChange: (month: string) => void; onPickDay: (date: string) => void }

const weekdayLetter = ['S', 'M', 'T', 'W', 'T', 'F', 'S']
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const
const cell = { px: 0.25, py: 0.5, textAlign: 'center', minWidth: 28 } as const

const totalsOf = (rows: Attendance[]) => ({
  counts: attendanceStatuses.map((s) => rows.filter((r) => r.status === s).length),
  overtime: rows.reduce((sum, r) => sum + r.overtimeHours * 60 + r.overtimeMinutes, 0),
  late: rows.reduce((sum, r) => sum + r.lateHours * 60 + r.lateMinutes, 0),
})

/** The month view: staff × days, with each member's totals; a click on a day opens it in the day view. */
export const AttendanceMonthView = ({ month, onMonthChange, onPickDay }: Props) => {
  const staff = useEveryone()
  const attendance = useMonthAttendance(month)
  const first = `${month}-01`
  const days = eachDay(first, monthEnd(first))
  const byStaff = new Map<number, Map<string, Attendance>>()
  for (const r of attendance.data ?? []) {
    if (!byStaff.has(r.staffId)) byStaff.set(r.staffId, new Map())
    byStaff.get(r.staffId)!.set(r.date, r)
  }
  const people = (staff.data ?? []).filter((s) => s.active || byStaff.has(s.id))
  const shift = (n: number) =>
    onMonthChange((n < 0 ? addDays(first, -1) : addDays(monthEnd(first), 1)).slice(0, 7))

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" gap={1}>
        <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
          <ChevronLeft />
        </IconButton>
        <TextField
          type="month"
          label="Month"
          fullWidth={false}
          sx={{ width: 180 }}
          value={month}
          onChange={(e) => e.target.value && onMonthChange(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton aria-label="Next month" onClick={() => shift(1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {attendanceStatuses.map((s) => `${statusStyle[s].short} ${s}`).join(' · ')} · outlined: overtime or
        late · OT overtime
      </Typography>
      {staff.isError || attendance.isError ? (
        <EmptyState text="No attendance to show for this month." />
      ) : staff.isPending || attendance.isPending ? (
        <LinearProgress />
      ) : !people.length ? (
        <EmptyState text="No staff to show for this month." />
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-label={`Attendance for ${month}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...sticky, minWidth: 140 }}>Staff</TableCell>
                {days.map((d) => (
                  <TableCell key={d} sx={{ ...cell, cursor: 'pointer' }} onClick={() => onPickDay(d)}>
                    <Box sx={{ fontWeight: 600 }}>{Number(d.slice(8))}</Box>
                    <Box sx={{ color: weekday(d) === 0 ? 'error.main' : 'text.secondary', fontSize: 11 }}>
                      {weekdayLetter[weekday(d)]}
                    </Box>
                  </TableCell>
                ))}
                {attendanceStatuses.map((s) => (
                  <TableCell key={s} sx={{ ...cell, fontWeight: 600 }} title={s}>
                    {statusStyle[s].short}
                  </TableCell>
                ))}
                <TableCell sx={{ ...cell, minWidth: 64 }}>OT</TableCell>
                <TableCell sx={{ ...cell, minWidth: 64 }}>Late</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {people.map((member) => {
                const mine = byStaff.get(member.id) ?? new Map<string, Attendance>()
                const totals = totalsOf([...mine.values()])
                return (
                  <TableRow key={member.id} hover>
                    <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
                      {member.name}
                    </TableCell>
                    {days.map((d) => {
                      const r = mine.get(d)
                      const style = r && statusStyle[r.status]
                      const extra =
                        r && (r.overtimeHours || r.overtimeMinutes || r.lateHours || r.lateMinutes)
                      return (
                        <TableCell key={d} sx={cell}>
                          {r && style ? (
                            <Tooltip
                              title={`${d}: ${r.status}${r.overtimeHours || r.overtimeMinutes ? `, overtime ${r.overtimeHours}h ${r.overtimeMinutes}m` : ''}${r.lateHours || r.lateMinutes ? `, late ${r.lateHours}h ${r.lateMinutes}m` : ''}`}
                            >
                              <Box
                                component="button"
                                type="button"
                                onClick={() => onPickDay(d)}
                                aria-label={`${member.name} ${d} ${r.status}`}
                                sx={{
                                  width: 24,
                                  height: 24,
                                  border: 0,
                                  borderRadius: 1,
                                  cursor: 'pointer',
                                  fontWeight: 600,
                                  fontSize: 12,
                                  color: `${style.color}.contrastText`,
                                  bgcolor: `${style.color}.main`,
                                  outline: extra ? 2 : 0,
                                  outlineColor: 'text.primary',
                                  outlineOffset: -2,
                                }}
                              >
                                {style.short}
                              </Box>
                            </Tooltip>
                          ) : (
                            <Box component="span" sx={{ color: 'text.disabled' }}>
                              ·
                            </Box>
                          )}
                        </TableCell>
                      )
                    })}
                    {totals.counts.map((n, i) => (
                      <TableCell key={attendanceStatuses[i]} sx={{ ...cell, fontWeight: 600 }}>
                        {n}
                      </TableCell>
                    ))}
                    <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                      {formatMinutes(totals.overtime)}
                    </TableCell>
                    <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>{formatMinutes(totals.late)}</TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  )
}

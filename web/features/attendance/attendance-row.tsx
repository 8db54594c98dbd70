import CheckCircle from '@mui/icons-material/CheckCircle'
import {
  CircularProgress,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useEffect, useState } from 'react'
import {
  type Attendance,
  type AttendanceStatus,
  attendanceSaved,
  attendanceStatuses,
} from '../../../shared/attendance'
import { messages } from '../../../shared/messages'
import type { Staff } from '../../../shared/staff'
import { statusStyle } from '../../components/attendance-status-style'
import { errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useSaveAttendance } from './attendance.api'

type Time = { hours: string; minutes: string }
const timeOf = (hours = 0, minutes = 0): Time => ({ hours: String(hours), minutes: String(minutes) })
const toNumber = (v: string) => (v.trim() === '' ? 0 : Number(v))

const TimeFields = (props: {
  label: string
  who: string
  value: Time
  max: number
  disabled: boolean
  onChange: (t: Time) => void
  onBlur: () => void
}) => (
  <Stack spacing={0.5}>
    <Typography variant="caption" color="text.secondary">
      {props.label}
    </Typography>
    <Stack direction="row" spacing={0.5}>
      {(['hours', 'minutes'] as const).map((part) => (
        <TextField
          key={part}
          type="number"
          fullWidth={false}
          disabled={props.disabled}
          value={props.value[part]}
          onChange={(e) => props.onChange({ ...props.value, [part]: e.target.value })}
          onBlur={props.onBlur}
          slotProps={{
            htmlInput: {
              min: 0,
              max: part === 'hours' ? props.max : 59,
              'aria-label': `${props.label} ${part} for ${props.who}`,
            },
            input: {
              endAdornment: <Typography variant="caption">{part === 'hours' ? 'h' : 'm'}</Typography>,
            },
          }}
          sx={{ width: 76 }}
        />
      ))}
    </Stack>
  </Stack>
)

/** One staff member on one day: one click per status; overtime and late time saved with a Present day. */
export const AttendanceRow = ({
  member,
  date,
  record,
}: {
  member: Staff
  date: string
  record?: Attendance
}) => {
  const save = useSaveAttendance()
  const notify = useNotify()
  const [status, setStatus] = useState<AttendanceStatus | undefined>(record?.status)
  const [overtime, setOvertime] = useState(timeOf(record?.overtimeHours, record?.overtimeMinutes))
  const [late, setLate] = useState(timeOf(record?.lateHours, record?.lateMinutes))
  useEffect(() => {
    setStatus(record?.status)
    setOvertime(timeOf(record?.overtimeHours, record?.overtimeMinutes))
    setLate(timeOf(record?.lateHours, record?.lateMinutes))
  }, [record])
  const notJoined = date < member.joiningDate

  const submit = async (next: AttendanceStatus) => {
    const present = next === 'Present'
    setStatus(next)
    try {
      await save.mutateAsync({
        staffId: member.id,
        date,
        status: next,
        overtimeHours: present ? toNumber(overtime.hours) : 0,
        overtimeMinutes: present ? toNumber(overtime.minutes) : 0,
        lateHours: present ? toNumber(late.hours) : 0,
        lateMinutes: present ? toNumber(late.minutes) : 0,
      })
      notify.toast(attendanceSaved(member.name))
    } catch (err) {
      setStatus(record?.status)
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to save attendance'),
      })
    }
  }
  const timesChanged = () =>
    record?.status === 'Present' &&
    (toNumber(overtime.hours) !== record.overtimeHours ||
      toNumber(overtime.minutes) !== record.overtimeMinutes ||
      toNumber(late.hours) !== record.lateHours ||
      toNumber(late.minutes) !== record.lateMinutes)
  const onTimeBlur = () => {
    if (timesChanged()) void submit('Present')
  }
  const timesDisabled = notJoined || (!!status && status !== 'Present')

  return (
    <Paper component="section" aria-label={member.name} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
      <Stack direction={{ xs: 'column', lg: 'row' }} gap={1.5} alignItems={{ lg: 'center' }}>
        <Stack sx={{ minWidth: 190, flex: { lg: '0 0 190px' } }}>
          <Stack direction="row" alignItems="center" gap={0.75}>
            <Typography fontWeight={500}>{member.name}</Typography>
            {save.isPending && <CircularProgress size={14} aria-label="Saving" />}
            {save.isSuccess && !save.isPending && (
              <Typography
                variant="caption"
                color="success.main"
                sx={{ display: 'flex', alignItems: 'center' }}
              >
                <CheckCircle sx={{ fontSize: 14, mr: 0.25 }} />
                Saved
              </Typography>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {notJoined ? `Joins on ${member.joiningDate}` : `${member.hoursPerDay} h a day`}
          </Typography>
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status ?? null}
          disabled={notJoined || save.isPending}
          onChange={(_e, next: AttendanceStatus | null) => next && next !== status && submit(next)}
          aria-label={`Status of ${member.name}`}
          sx={{ flexWrap: 'wrap' }}
        >
          {attendanceStatuses.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              color={statusStyle[s].color}
              sx={{ px: 1.5, textTransform: 'none' }}
            >
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" gap={2} flexWrap="wrap">
          <TimeFields
            label="Overtime"
            who={member.name}
            value={overtime}
            max={23}
            disabled={timesDisabled}
            onChange={setOvertime}
            onBlur={onTimeBlur}
          />
          <TimeFields
            label="Late"
            who={member.name}
            value={late}
            max={23}
            disabled={timesDisabled}
            onChange={setLate}
            onBlur={onTimeBlur}
          />
        </Stack>
      </Stack>
    </Paper>
  )
}

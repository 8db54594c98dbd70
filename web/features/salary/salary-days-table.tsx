import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { formatMinutes } from '../../../shared/attendance'
import { weekday } from '../../../shared/dates'
import { formatAmount, formatRate } from '../../../shared/money'
import type { SalarySheet } from '../../../shared/salary'
import { statusStyle } from '../../components/attendance-status-style'

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const
/** Hours and the hour's rate are left out on a phone, so the day's status, times and pay fit. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const
const wideInline = { display: { xs: 'none', sm: 'inline-flex' } } as const
const tight = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const

/** Per day: status, hours, overtime, late, the hour's rate and what the day earned; totals below. */
export const SalaryDaysTable = ({ sheet }: { sheet: SalarySheet }) => {
  const t = sheet.totals
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label="Salary per day" sx={tight}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ ...right, ...wide }}>Hours</TableCell>
            <TableCell sx={right}>Overtime</TableCell>
            <TableCell sx={right}>Late</TableCell>
            <TableCell sx={{ ...right, ...wide }}>Rate / hour</TableCell>
            <TableCell sx={right}>
              Earned{' '}
              <Box component="span" sx={wideInline}>
                ({sheet.currency})
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.days.map((d) => (
            <TableRow key={d.date} sx={{ opacity: d.status ? 1 : 0.55 }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" sx={wideInline}>
                  {d.date.slice(0, 8)}
                </Box>
                {d.date.slice(8)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {weekdays[weekday(d.date)]}
                </Typography>
              </TableCell>
              <TableCell>
                {d.status ? (
                  <>
                    <Chip
                      size="small"
                      label={d.status}
                      color={statusStyle[d.status].color}
                      variant="outlined"
                      sx={wideInline}
                    />
                    <Chip
                      size="small"
                      label={statusStyle[d.status].short}
                      title={d.status}
                      color={statusStyle[d.status].color}
                      variant="outlined"
                      sx={{ display: { sm: 'none' } }}
                    />
                  </>
                ) : (
                  <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                    <Box component="span" sx={wideInline}>
                      Not marked
                    </Box>
                    <Box component="span" sx={{ display: { sm: 'none' } }} title="Not marked">
                      –
                    </Box>
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...right, ...wide }}>{d.hours}</TableCell>
              <TableCell sx={right}>{formatMinutes(d.overtimeMinutes)}</TableCell>
              <TableCell sx={right}>{formatMinutes(d.lateMinutes)}</TableCell>
              <TableCell sx={{ ...right, ...wide }}>{formatRate(d.hourlyRate)}</TableCell>
              <TableCell sx={right}>{formatAmount(d.earned, sheet.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
            <TableCell>Total</TableCell>
            <TableCell>{t.paidDays} paid days</TableCell>
            <TableCell sx={wide} />
            <TableCell sx={right}>{formatMinutes(t.overtimeMinutes)}</TableCell>
            <TableCell sx={right}>{formatMinutes(t.lateMinutes)}</TableCell>
            <TableCell sx={wide} />
            <TableCell sx={right}>{formatAmount(t.earned, sheet.currency)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  )
}

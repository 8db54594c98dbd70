import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { formatMoney } from '../../../shared/money'
import type { SalarySheet } from '../../../shared/salary'

/** The payments counted in this period (their own period overlaps it). */
export const SalaryPaymentsTable = ({ sheet }: { sheet: SalarySheet }) => (
  <Stack spacing={1}>
    <Typography variant="subtitle1" fontWeight={600}>
      Payments for this period
    </Typography>
    {sheet.payments.length ? (
      <TableContainer>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Paid on</TableCell>
              <TableCell sx={{ textAlign: 'right' }}>Amount</TableCell>
              <TableCell>For</TableCell>
              <TableCell>Note</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.paidOn}</TableCell>
                <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatMoney(p.amount, p.currency)}
                  {p.isAdvance ? ' (advance)' : ''}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {p.periodStart} – {p.periodEnd}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {[p.note, p.createdBy && `by ${p.createdBy}`].filter(Boolean).join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    ) : (
      <Typography variant="body2" color="text.secondary">
        None yet.
      </Typography>
    )}
  </Stack>
)

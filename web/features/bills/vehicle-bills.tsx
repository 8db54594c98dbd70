import Add from '@mui/icons-material/Add'
import {
  Button,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { useSession } from '../session'
import { BillStatusChip } from './bill-status'
import { useBills } from './bills.api'

/** A vehicle's bills on its details page: number, buyer, date, total and status. */
export const VehicleBills = ({ vehicleId }: { vehicleId: number }) => {
  const bills = useBills({ page: 1, pageSize: 50, sort: '-number', vehicleId })
  const { profile } = useSession()
  const rows = bills.data?.rows ?? []
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="subtitle1" fontWeight={600}>
          Bills
        </Typography>
        {can(profile?.userRole, 'bills', 'create') && (
          <Button size="small" component={Link} to="/bill-book/new" startIcon={<Add />} className="no-print">
            New bill
          </Button>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {bills.isPending ? 'Loading…' : 'No bills for this vehicle'}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label="Vehicle bills">
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Bill to</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <MuiLink component={Link} to={`/bill-book/${b.id}`}>
                      {b.number}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{b.buyerName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.issueDate}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(b.total, b.currency)}
                  </TableCell>
                  <TableCell>
                    <BillStatusChip status={b.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  )
}

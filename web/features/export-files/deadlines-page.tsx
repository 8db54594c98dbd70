import {
  LinearProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { deadlineLabels } from '../../../shared/export-files'
import { Page } from '../../components/page'
import { useBusinessToday } from '../../lib/business-today'
import { useErrorAlert } from '../../lib/notify'
import { DeadlineDays } from './deadline-days'
import { useDeadlines } from './export-files.api'

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const

/** /deadlines: every open deadline of the export chain, soonest first, with the role that acts on it. */
const DeadlinesPage = () => {
  const deadlines = useDeadlines()
  const { date: today } = useBusinessToday()
  useErrorAlert(deadlines.error, 'Failed to fetch the deadlines')
  return (
    <Page title="Deadlines">
      {deadlines.isPending && <LinearProgress />}
      {deadlines.data?.length === 0 && <Typography color="text.secondary">No open deadlines.</Typography>}
      {!!deadlines.data?.length && (
        <TableContainer>
          <Table size="small" aria-label="Deadlines">
            <TableHead>
              <TableRow>
                <TableCell>Due</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Vehicle</TableCell>
                <TableCell>Who acts</TableCell>
                <TableCell sx={wide}>Against</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deadlines.data.map((d) => (
                <TableRow key={`${d.kind}-${d.vehicleId}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <div>{d.dueOn}</div>
                    <DeadlineDays due={d.dueOn} today={today} />
                  </TableCell>
                  <TableCell>{deadlineLabels[d.kind]}</TableCell>
                  <TableCell>
                    <MuiLink component={Link} to={`/vehicles/details/${d.vehicleId}`}>
                      {d.stockNo}
                    </MuiLink>{' '}
                    {d.model}
                  </TableCell>
                  <TableCell>{d.role}</TableCell>
                  <TableCell sx={wide}>{d.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Page>
  )
}

export default DeadlinesPage

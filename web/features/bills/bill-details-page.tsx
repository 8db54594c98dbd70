import Block from '@mui/icons-material/Block'
import Download from '@mui/icons-material/Download'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import {
  Alert,
  Button,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { billMessages } from '../../../shared/bills'
import { formatAmount, formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { DetailGrid } from '../../components/detail-grid'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { EmailBillDialog, VoidBillDialog } from './bill-dialogs'
import { BillStatusChip } from './bill-status'
import { openBillPdf, useBill } from './bills.api'

const nowrap = { whiteSpace: 'nowrap' } as const

/** /bill-book/{id}: the bill as issued, its PDF, e-mail and void. */
const BillDetailsPage = () => {
  const id = Number(useParams().id)
  const bill = useBill(id)
  const { profile } = useSession()
  const notify = useNotify()
  const [dialog, setDialog] = useState<'email' | 'void'>()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  useErrorAlert(bill.error, billMessages.fetchFailed)
  const b = bill.data
  if (!b) return bill.isPending ? <LinearProgress /> : null
  const role = profile?.userRole
  const pdf = (download: boolean) =>
    openBillPdf(b, download).catch((err) =>
      notify.alert({ title: 'Error!', text: errorText(err, 'Failed to open the PDF') }),
    )
  const amount = (v: string) => formatAmount(v, b.currency)
  return (
    <Page
      title={`Bill ${b.number}`}
      actions={
        <Stack direction="row" gap={1} flexWrap="wrap" useFlexGap alignItems="center">
          <BillStatusChip status={b.status} />
          <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => pdf(false)}>
            Open PDF
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => pdf(true)}>
            Download
          </Button>
          {can(role, 'bills', 'email') && b.status === 'issued' && (
            <Button variant="outlined" startIcon={<EmailOutlined />} onClick={() => setDialog('email')}>
              E-mail
            </Button>
          )}
          {can(role, 'bills', 'void') && b.status === 'issued' && (
            <Button color="error" variant="outlined" startIcon={<Block />} onClick={() => setDialog('void')}>
              Void
            </Button>
          )}
        </Stack>
      }
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {b.status === 'void' && (
          <Alert severity="warning">
            Void{b.voidReason ? `: ${b.voidReason}` : ''}. The number {b.number} is not used again.
          </Alert>
        )}
        <DetailGrid
          items={[
            { label: 'Bill to', value: b.buyerName },
            { label: 'Address', value: b.buyerAddress },
            {
              label: 'Vehicle',
              value: b.vehicleId ? (
                <MuiLink component={Link} to={`/vehicles/details/${b.vehicleId}`}>
                  {b.stockNo} {b.model}
                </MuiLink>
              ) : null,
            },
            { label: 'Issue date', value: b.issueDate },
            { label: 'Due date', value: b.dueDate },
            { label: 'Trade term', value: b.tradeTerm },
            { label: 'Payment terms', value: b.paymentTerms },
            { label: 'Currency', value: b.currency },
            { label: 'Issued by', value: b.createdBy },
          ]}
        />
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label="Bill lines">
            <TableHead>
              <TableRow>
                <TableCell>Description</TableCell>
                {!phone && <TableCell align="right">Quantity</TableCell>}
                {!phone && <TableCell align="right">Unit price</TableCell>}
                <TableCell align="right">Line total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {b.lines.map((l) => (
                <TableRow key={l.position}>
                  <TableCell>
                    {l.description}
                    {phone && (
                      // On a phone the quantity and unit price sit under the description.
                      <Typography variant="caption" color="text.secondary" component="div">
                        {l.quantity.replace(/\.00$/, '')} × {amount(l.unitPrice)}
                      </Typography>
                    )}
                  </TableCell>
                  {!phone && <TableCell align="right">{l.quantity.replace(/\.00$/, '')}</TableCell>}
                  {!phone && (
                    <TableCell align="right" sx={nowrap}>
                      {amount(l.unitPrice)}
                    </TableCell>
                  )}
                  <TableCell align="right" sx={nowrap}>
                    {amount(l.lineTotal)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  colSpan={phone ? 1 : 3}
                  align="right"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  Total
                </TableCell>
                <TableCell
                  align="right"
                  aria-label="Bill total"
                  sx={{ ...nowrap, fontWeight: 600, color: 'text.primary', fontSize: '1rem' }}
                >
                  {formatMoney(b.total, b.currency)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </Stack>
      {dialog === 'email' && <EmailBillDialog bill={b} onClose={() => setDialog(undefined)} />}
      {dialog === 'void' && <VoidBillDialog bill={b} onClose={() => setDialog(undefined)} />}
    </Page>
  )
}

export default BillDetailsPage

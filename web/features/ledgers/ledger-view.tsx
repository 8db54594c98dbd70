import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { closingText, type Ledger } from '../../../shared/ledgers'
import { formatAmount, formatMoney } from '../../../shared/money'
import { BalanceCards, EntryCards, kinds } from './ledger-cards'

const nowrap = { whiteSpace: 'nowrap' } as const
/** A wide table scrolls inside its own box, so a narrow screen never scrolls the whole page sideways. */
const scrollBox = { overflowX: 'auto', maxWidth: '100%' } as const
const blankZero = (amount: string, currency: string) =>
  /^0(\.0+)?$/.test(amount) ? '' : formatAmount(amount, currency)

/** A ledger as read and printed: balances per currency, money held, then every line with its running balance. */
export const LedgerView = ({ ledger }: { ledger: Ledger }) => {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {phone ? (
        <BalanceCards ledger={ledger} />
      ) : (
        <TableContainer sx={scrollBox}>
          <Table size="small" aria-label="Balances per currency">
            <TableHead>
              <TableRow>
                <TableCell>Currency</TableCell>
                <TableCell align="right">Opening</TableCell>
                <TableCell align="right">Debits</TableCell>
                <TableCell align="right">Credits</TableCell>
                <TableCell align="right">Closing</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.balances.map((b) => (
                <TableRow key={b.currency}>
                  <TableCell>{b.currency}</TableCell>
                  <TableCell align="right">{formatAmount(b.opening, b.currency)}</TableCell>
                  <TableCell align="right">{formatAmount(b.debits, b.currency)}</TableCell>
                  <TableCell align="right">{formatAmount(b.credits, b.currency)}</TableCell>
                  <TableCell align="right">
                    <strong>{closingText(ledger, b)}</strong>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2">
        {ledger.held.kind === 'deposit' ? 'Security deposit held' : 'Advance held'}:{' '}
        {formatMoney(ledger.held.amount, ledger.held.currency)}
      </Typography>
      {ledger.entries.length === 0 ? (
        <Typography color="text.secondary">No entries in this period</Typography>
      ) : phone ? (
        <EntryCards ledger={ledger} />
      ) : (
        <TableContainer sx={scrollBox}>
          <Table size="small" aria-label="Ledger entries">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Entry</TableCell>
                <TableCell>Vehicle</TableCell>
                <TableCell>Receipt / bill</TableCell>
                <TableCell>Currency</TableCell>
                <TableCell align="right">Debit</TableCell>
                <TableCell align="right">Credit</TableCell>
                <TableCell align="right">Balance</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.entries.map((e) => (
                <TableRow key={`${e.kind}-${e.ref}`}>
                  <TableCell sx={nowrap}>{e.date}</TableCell>
                  <TableCell>
                    <Chip size="small" label={kinds[e.kind] ?? e.kind} variant="outlined" />
                  </TableCell>
                  <TableCell>
                    <span style={nowrap}>{e.stockNo ?? ''}</span> {e.model ?? ''}
                  </TableCell>
                  <TableCell sx={nowrap}>{e.receiptNo ?? ''}</TableCell>
                  <TableCell>{e.currency}</TableCell>
                  {e.kind === 'bill' ? (
                    // A bill is a document: its amount is shown for reference and moves no balance.
                    <TableCell align="right" colSpan={2} sx={{ color: 'text.secondary', ...nowrap }}>
                      {e.documentTotal ? `billed ${formatAmount(e.documentTotal, e.currency)}` : ''}
                      {e.details?.startsWith('Void') ? ' (void)' : ''}
                    </TableCell>
                  ) : (
                    <>
                      <TableCell align="right">{blankZero(e.debit, e.currency)}</TableCell>
                      <TableCell align="right">{blankZero(e.credit, e.currency)}</TableCell>
                    </>
                  )}
                  <TableCell align="right">{formatAmount(e.balance, e.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  )
}

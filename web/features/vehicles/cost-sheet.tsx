import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import Decimal from 'decimal.js'
import type { CostSheet as Sheet } from '../../../shared/cost-sheet'
import { formatMoney } from '../../../shared/money'
import type { Amount, Vehicle } from '../../../shared/vehicles'

/** Adds amounts per currency; amounts in different currencies are never added together. */
export const sumByCurrency = (amounts: Amount[]): Amount[] => {
  const totals = new Map<string, Decimal>()
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? new Decimal(0)).plus(a.amount))
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, d]) => ({ currency, amount: d.toFixed(2) }))
}

const Amounts = ({ amounts, bold }: { amounts: Amount[]; bold?: boolean }) => (
  <>
    {amounts.map((a) => (
      <Typography key={a.currency} fontWeight={bold ? 700 : 400} variant="body2">
        {formatMoney(a.amount, a.currency)}
      </Typography>
    ))}
  </>
)

/**
 * The cost sheet: each cost in its own currency and in the base currency at its date's rate; what the
 * moves made of the cost (cost × rate + move expenses); the landed cost per currency and in the base.
 */
export const CostSheet = ({ vehicle, sheet }: { vehicle: Vehicle; sheet?: Sheet }) => {
  const landed = sumByCurrency([
    { currency: vehicle.costCurrency, amount: vehicle.cost },
    ...vehicle.expenses,
  ])
  const base = sheet?.base ?? ''
  const missing = sheet && 'missing' in sheet.landedBase ? sheet.landedBase.missing : []
  return (
    <>
      <Table size="small" aria-label="Cost sheet">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">In {base}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(sheet?.lines ?? []).map((line) => (
            <TableRow key={line.ref}>
              <TableCell>{line.label}</TableCell>
              <TableCell>{line.date}</TableCell>
              <TableCell align="right">{formatMoney(line.amount, line.currency)}</TableCell>
              <TableCell align="right">
                {'amount' in line.converted ? (
                  formatMoney(line.converted.amount, base)
                ) : (
                  <Typography variant="body2" color="warning.main">
                    no rate
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
          {vehicle.moved && (
            <TableRow>
              <TableCell colSpan={2}>Cost after moves (converted, with move expenses)</TableCell>
              <TableCell align="right">{formatMoney(vehicle.cost, vehicle.costCurrency)}</TableCell>
              <TableCell />
            </TableRow>
          )}
          <TableRow>
            <TableCell colSpan={2}>
              <Typography fontWeight={700}>Landed cost</Typography>
            </TableCell>
            <TableCell align="right">
              <Amounts amounts={landed} bold />
            </TableCell>
            <TableCell align="right">
              {sheet && 'amount' in sheet.landedBase ? (
                <Typography fontWeight={700}>{formatMoney(sheet.landedBase.amount, base)}</Typography>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          No exchange rate recorded for {missing.map((m) => `${m.currency} on ${m.date}`).join(', ')}: the
          cost in {base} is not shown rather than guessed.
        </Alert>
      )}
    </>
  )
}

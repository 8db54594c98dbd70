import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import Decimal from 'decimal.js'
import type { Amount, Vehicle } from '../../../shared/vehicles'
import { formatMoney } from '../../lib/format'

/** Adds amounts per currency; amounts in different currencies are never added together. */
export const sumByCurrency = (amounts: Amount[]): Amount[] => {
  const totals = new Map<string, Decimal>()
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? new Decimal(0)).plus(a.amount))
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, d]) => ({ currency, amount: d.toFixed(2) }))
}

/**
 * The cost sheet: purchase, what moves made of it (cost × rate + move expenses, in the station's
 * currency), expenses per currency, and the landed cost per currency.
 */
export const CostSheet = ({ vehicle }: { vehicle: Vehicle }) => {
  const landed = sumByCurrency([
    { currency: vehicle.costCurrency, amount: vehicle.cost },
    ...vehicle.expenses,
  ])
  const rows: [string, Amount[]][] = [
    ['Purchase', [{ currency: vehicle.purchaseCurrency, amount: vehicle.purchasePrice }]],
    ...(vehicle.moved
      ? ([
          [
            'Cost after moves (converted, with move expenses)',
            [{ currency: vehicle.costCurrency, amount: vehicle.cost }],
          ],
        ] as [string, Amount[]][])
      : []),
    ['Expenses', vehicle.expenses],
  ]
  return (
    <Table size="small" aria-label="Cost sheet">
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, amounts]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell align="right">
              {amounts.length
                ? amounts.map((a) => <div key={a.currency}>{formatMoney(a.amount, a.currency)}</div>)
                : '—'}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>
            <Typography fontWeight={700}>Landed cost</Typography>
          </TableCell>
          <TableCell align="right">
            {landed.map((a) => (
              <Typography key={a.currency} fontWeight={700}>
                {formatMoney(a.amount, a.currency)}
              </Typography>
            ))}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}

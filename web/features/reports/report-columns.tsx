import WarningAmber from '@mui/icons-material/WarningAmber'
import { Chip, Stack, Tooltip, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import type { ReactNode } from 'react'
import { formatMoney } from '../../../shared/money'
import type { Amount, ReportKind, ReportRow } from '../../../shared/reports'

const list = (amounts: Amount[] | null) =>
  (amounts ?? []).map((a) => formatMoney(a.amount, a.currency)).join('; ')
const money = (amount: string | null, currency: string | null) =>
  amount !== null && currency ? formatMoney(amount, currency) : ''

/** A cell of up to three short lines: the first in full, the others smaller; each cut with … if long. */
export const Lines = ({ first, rest }: { first: ReactNode; rest: (string | null | undefined)[] }) => (
  <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.3, minWidth: 0 }}>
    <Typography variant="body2" noWrap component="div">
      {first}
    </Typography>
    {rest
      .filter((line): line is string => !!line)
      .map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" noWrap title={line}>
          {line}
        </Typography>
      ))}
  </Stack>
)

/** A row whose rate is missing says so where its base-currency figures would be. */
export const MissingRates = ({ row }: { row: ReportRow }) => (
  <Tooltip
    title={`No exchange rate recorded: ${row.missingRates.join(', ')}. Add it to see ${row.base} figures.`}
  >
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<WarningAmber />}
      label={`No rate: ${row.missingRates[0]}${row.missingRates.length > 1 ? ` +${row.missingRates.length - 1}` : ''}`}
    />
  </Tooltip>
)

const Profit = ({ row }: { row: ReportRow }) => {
  if (row.missingRates.length) return <MissingRates row={row} />
  if (row.profitBase === null) return <span>Not sold</span>
  return (
    <Typography
      variant="body2"
      component="span"
      fontWeight={600}
      color={row.profitBase.startsWith('-') ? 'error.main' : 'success.main'}
    >
      {formatMoney(row.profitBase, row.base)}
    </Typography>
  )
}

/** Who the report is about: the buyer in the sales reports, the seller in the purchase ones, both for stock. */
const partyColumn = (kind: ReportKind): GridColDef<ReportRow> => {
  const sales = kind === 'bycustomer' || kind === 'bysalecountry'
  return {
    field: sales ? 'customerName' : 'vendorName',
    headerName: sales ? 'Customer' : kind === 'byavailability' ? 'Vendor / customer' : 'Vendor',
    flex: 1,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Lines
        first={sales ? row.customerName : row.vendorName}
        rest={[
          kind === 'byavailability' ? row.customerName : null,
          sales ? row.saleCountry : row.purchaseCountry,
        ]}
      />
    ),
  }
}

/**
 * The report grid. Wide screens: vehicle, customer or vendor, purchase, costs, sale and profit, each with
 * its details on small lines under it (fits 1366 px with the menu open). Phones: the vehicle with its
 * party, and the money with the profit.
 */
export const reportColumns = (kind: ReportKind, compact: boolean): GridColDef<ReportRow>[] => {
  const vehicle: GridColDef<ReportRow> = {
    field: 'stockNo',
    headerName: 'Vehicle',
    flex: 1.2,
    minWidth: 140,
    renderCell: ({ row }) => (
      <Lines
        first={<b>{row.model}</b>}
        rest={
          compact
            ? [`${row.stockNo} · ${row.chassisNo}`, row.customerName ?? row.vendorName]
            : [row.stockNo, row.chassisNo]
        }
      />
    ),
  }
  const profit: GridColDef<ReportRow> = {
    field: 'profitBase',
    headerName: 'Profit',
    flex: 1.1,
    minWidth: 130,
    renderCell: ({ row }) => <Lines first={<Profit row={row} />} rest={[]} />,
  }
  if (compact)
    return [
      vehicle,
      {
        ...profit,
        renderCell: ({ row }) => (
          <Lines
            first={<Profit row={row} />}
            rest={[
              `Bought ${money(row.purchasePrice, row.purchaseCurrency)}`,
              row.saleDate ? `Sold ${money(row.salePrice, row.saleCurrency)}` : 'In stock',
            ]}
          />
        ),
      },
    ]
  return [
    vehicle,
    partyColumn(kind),
    {
      field: 'purchaseDate',
      headerName: 'Purchase',
      flex: 0.9,
      minWidth: 110,
      renderCell: ({ row }) => (
        <Lines first={row.purchaseDate} rest={[money(row.purchasePrice, row.purchaseCurrency)]} />
      ),
    },
    {
      field: 'costBase',
      headerName: 'Costs',
      flex: 1.1,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Lines
          first={row.costBase === null ? '—' : money(row.costBase, row.base)}
          rest={[
            row.expenses.length ? `Expenses ${list(row.expenses)}` : null,
            row.moveCosts.length ? `Moves ${list(row.moveCosts)}` : null,
          ]}
        />
      ),
    },
    {
      field: 'saleDate',
      headerName: 'Sale',
      flex: 0.9,
      minWidth: 110,
      renderCell: ({ row }) =>
        row.saleDate ? (
          <Lines first={row.saleDate} rest={[money(row.salePrice, row.saleCurrency)]} />
        ) : (
          <Lines first="In stock" rest={[]} />
        ),
    },
    profit,
  ]
}

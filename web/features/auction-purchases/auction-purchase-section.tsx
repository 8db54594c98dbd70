import Edit from '@mui/icons-material/Edit'
import { Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { type AuctionPurchase, lineKindLabels } from '../../../shared/auction-purchases'
import { formatMoney, sumAmounts } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { type Detail, DetailGrid } from '../../components/detail-grid'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { AuctionPurchaseDialog } from './auction-purchase-dialog'
import { useAuctionPurchase } from './auction-purchases.api'

const grades = (r: NonNullable<AuctionPurchase['record']>) =>
  [
    r.overallGrade && `Overall ${r.overallGrade}`,
    r.interiorGrade && `interior ${r.interiorGrade}`,
    r.exteriorGrade && `exterior ${r.exteriorGrade}`,
  ]
    .filter(Boolean)
    .join(' · ') || null

/** The sheet, then the invoice: the hammer price (the purchase price), each line, the total. */
const detailsOf = (view: AuctionPurchase): Detail[] => {
  const r = view.record
  const money = (amount: string) => formatMoney(amount, view.currency)
  const sum = (kind: string) => {
    const lines = view.lines.filter((l) => l.lineKind === kind)
    return lines.length ? formatMoney(sumAmounts(lines.map((l) => l.amount)), lines[0]!.currency) : null
  }
  return [
    { label: 'Venue', value: r?.venue },
    { label: 'Sale date', value: r?.saleDate },
    { label: 'Lot', value: r?.lotNo },
    { label: 'Grades', value: r && grades(r) },
    {
      label: 'Sheet mileage',
      value: r?.sheetMileageKm != null ? `${r.sheetMileageKm.toLocaleString('en')} km` : null,
    },
    { label: 'Payment due', value: view.paymentDueOn },
    {
      label: 'Auction sheet',
      value: r?.sheetUrl ? (
        <Link href={r.sheetUrl} target="_blank" rel="noopener">
          {r.sheetType === 'application/pdf' ? 'Open the sheet (PDF)' : 'Open the sheet'}
        </Link>
      ) : null,
    },
    { label: 'Hammer price', value: money(view.hammerPrice) },
    { label: lineKindLabels.consumption_tax, value: sum('consumption_tax') },
    { label: lineKindLabels.recycle_deposit, value: sum('recycle_deposit') },
    { label: lineKindLabels.auction_fee, value: sum('auction_fee') },
    { label: lineKindLabels.fee_tax, value: sum('fee_tax') },
    { label: 'Invoice total', value: money(view.invoiceTotal) },
    { label: lineKindLabels.recycle_refund, value: sum('recycle_refund') },
    { label: lineKindLabels.tax_refund, value: sum('tax_refund') },
  ]
}

/**
 * A car's auction purchase on its details page, for the roles that read purchase money, with the form for
 * the stock side. Only a car bought from an auction house has one: for any other the section is left out.
 */
export const AuctionPurchaseSection = ({ vehicleId }: { vehicleId: number }) => {
  const role = useSession().profile?.userRole
  const view = useAuctionPurchase(vehicleId, can(role, 'auctionPurchases', 'view'))
  const [editing, setEditing] = useState(false)
  useErrorAlert(view.error, 'Failed to fetch the auction purchase')
  if (!can(role, 'auctionPurchases', 'view') || view.data?.atAuction === false) return null
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <section aria-label="Auction purchase">
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
            Auction purchase
          </Typography>
          {view.data && can(role, 'auctionPurchases', 'manage') && (
            <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)} className="no-print">
              {view.data.record ? 'Edit auction purchase' : 'Record auction purchase'}
            </Button>
          )}
        </Stack>
        {view.isPending && <LinearProgress />}
        {view.data && !view.data.record && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Bought from {view.data.vendorName}: the auction sheet and invoice are not recorded yet.
          </Typography>
        )}
        {view.data && <DetailGrid items={detailsOf(view.data)} />}
        {editing && view.data && (
          <AuctionPurchaseDialog carId={vehicleId} view={view.data} onClose={() => setEditing(false)} />
        )}
      </section>
    </Paper>
  )
}

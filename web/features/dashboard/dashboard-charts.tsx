import { Grid, Paper, Typography } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import type { MissingRate, PurchaseChart, SaleChart } from '../../../shared/dashboard'
import { counted } from '../../../shared/messages'
import { formatCompactAmount, formatMoney } from '../../../shared/money'

const Chart = ({
  title,
  months,
  totals,
  counts,
  base,
  color,
  missing,
}: {
  title: string
  months: string[]
  totals: string[]
  counts: number[]
  base: string
  color: string
  missing: MissingRate[]
}) => (
  <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
    <Typography fontWeight={600}>{title}</Typography>
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 48, valueFormatter: (v: number) => formatCompactAmount(v) }]}
      series={[
        {
          // The chart draws numbers; labels show the exact decimal text through the one formatter.
          data: totals.map(Number),
          label: `Total (${base})`,
          color,
          valueFormatter: (_v, { dataIndex }) =>
            `${formatMoney(totals[dataIndex] ?? '0', base)} · ${counted(counts[dataIndex] ?? 0, 'vehicle')}`,
        },
      ]}
      margin={{ left: 8, right: 8 }}
    />
    {missing.length > 0 && (
      <Typography variant="caption" color="warning.main">
        Not counted, no rate recorded: {missing.map((m) => `${m.currency} on ${m.date}`).join(', ')}
      </Typography>
    )}
  </Paper>
)

/** Purchases and sales per month, in the base currency. Loaded lazily: the chart library is its own chunk. */
const DashboardCharts = ({ purchases, sales }: { purchases: PurchaseChart; sales: SaleChart }) => (
  <Grid container spacing={2}>
    <Grid size={{ xs: 12, md: 6 }}>
      <Chart
        title="Purchases, last 12 months"
        months={purchases.rows.map((r) => r.purchaseMonth)}
        totals={purchases.rows.map((r) => r.totalPurchases)}
        counts={purchases.rows.map((r) => r.count)}
        base={purchases.base}
        missing={purchases.missingRates}
        color="#1e3a5f"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <Chart
        title="Sales, last 12 months"
        months={sales.rows.map((r) => r.saleMonth)}
        totals={sales.rows.map((r) => r.totalSales)}
        counts={sales.rows.map((r) => r.count)}
        base={sales.base}
        missing={sales.missingRates}
        color="#2e7d32"
      />
    </Grid>
  </Grid>
)

export default DashboardCharts

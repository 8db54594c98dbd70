import { Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { DashboardStats } from '../../../shared/dashboard'
import { formatMoney } from '../../../shared/money'

type Stat = { title: string; value: ReactNode; detail?: ReactNode; to?: string }

const StatCard = ({ title, value, detail, to }: Stat) => {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" fontWeight={600} sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" component="div">
          {detail}
        </Typography>
      )}
    </CardContent>
  )
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  )
}

/** Amounts in several currencies, a line each; as a card's main figure, several lines are set smaller. */
const list = (items: { currency: string; amount: string }[], main = false) =>
  items.length ? (
    <Stack
      component="span"
      sx={main && items.length > 1 ? { fontSize: '1.1rem', lineHeight: 1.5 } : undefined}
    >
      {items.map((a) => (
        <span key={a.currency}>{formatMoney(a.amount, a.currency)}</span>
      ))}
    </Stack>
  ) : (
    'None'
  )

/** The business at a glance; each card opens its list where the role may go there. */
export const StatCards = ({
  stats,
  links,
}: {
  stats?: DashboardStats
  links: Record<string, string | undefined>
}) => {
  if (!stats)
    return (
      <Grid container spacing={2}>
        {[1, 2, 3, 4].map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={120} />
          </Grid>
        ))}
      </Grid>
    )
  const base = stats.base
  const missing = stats.missingRates.length
    ? `Missing rate: ${stats.missingRates.map((m) => `${m.currency} on ${m.date}`).join(', ')}`
    : undefined
  const cards: Stat[] = [
    {
      title: 'Vehicles in stock',
      value: stats.inStock.count,
      detail: list(stats.inStock.value),
      to: links.inStock,
    },
    { title: `Sold in ${stats.month}`, value: stats.soldThisMonth, to: links.sold },
    {
      title: `Revenue in ${stats.month}`,
      value: stats.revenueThisMonth === null ? '—' : formatMoney(stats.revenueThisMonth, base),
      detail: missing,
    },
    // Profit comes from purchase costs: the server leaves it out for a role that may not see it.
    ...(stats.profitThisMonth === undefined
      ? []
      : [
          {
            title: `Profit in ${stats.month}`,
            value: stats.profitThisMonth === null ? '—' : formatMoney(stats.profitThisMonth, base),
            detail: missing ?? `Sales less purchase, expenses and moves, in ${base}`,
          },
        ]),
    { title: 'Customers', value: stats.customers, to: links.customers },
    { title: 'Vendors', value: stats.vendors, to: links.vendors },
    { title: 'Active staff', value: stats.activeStaff, to: links.staff },
    { title: `Expenses in ${stats.month}`, value: list(stats.expensesThisMonth, true), to: links.expenses },
  ]
  return (
    <Grid container spacing={2}>
      {cards.map((c) => (
        <Grid key={c.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard {...c} />
        </Grid>
      ))}
    </Grid>
  )
}

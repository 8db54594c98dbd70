import { Grid, Skeleton, Stack, Typography } from '@mui/material'
import { lazy, Suspense } from 'react'
import type { PendingPayment } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { UrgentDeadlines } from '../export-files'
import { useSendReminder } from '../reminders'
import { useSession } from '../session'
import { useDashboardCharts, useDashboardStats, usePendingTerms } from './dashboard.api'
import { greetingFor } from './greeting'
import { PendingPanel } from './pending-panel'
import { QuickActions } from './quick-actions'
import { StatCards } from './stat-cards'
import { TwoFactorInvite } from './two-factor-invite'

const DashboardCharts = lazy(() => import('./dashboard-charts'))

/** Dashboard: the business at a glance, this year's purchases and sales, and who owes what. */
const DashboardPage = () => {
  const { profile } = useSession()
  const role = profile?.userRole
  const stats = useDashboardStats()
  const charts = useDashboardCharts()
  const terms = usePendingTerms()
  const sendReminder = useSendReminder()
  const notify = useNotify()
  const email = (row: PendingPayment) =>
    sendReminder.mutate(row, {
      onSuccess: (sent) => notify.toast(`Reminder to ${sent.email} is in the outbox`),
      onError: (err) => notify.toast(errorText(err, messages.reminders.failed), { variant: 'error' }),
    })
  const links = {
    inStock: '/vehicles/instock',
    sold: can(role, 'vehicles', 'viewSold') ? '/vehicles/soldout' : undefined,
    customers: can(role, 'customers', 'view') ? '/customer/listing' : undefined,
    vendors: can(role, 'vendors', 'view') ? '/vendor/listing' : undefined,
    staff: can(role, 'staff', 'view') ? '/staff/listing' : undefined,
    expenses: '/vehicles/expenses',
  }
  return (
    <Page title="Dashboard" actions={<QuickActions role={role} />}>
      <Typography variant="h6" sx={{ mb: 0.5 }}>
        {greetingFor(new Date().getHours())}, {profile?.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Signed in as {profile?.userRole} · {profile?.countryName}
      </Typography>
      <Stack spacing={3}>
        <TwoFactorInvite owner={can(role, 'settings', 'manage')} />
        <StatCards stats={stats.data} links={links} />
        <UrgentDeadlines />
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          {charts.data ? (
            <DashboardCharts purchases={charts.data.purchases} sales={charts.data.sales} />
          ) : (
            <Skeleton variant="rounded" height={300} />
          )}
        </Suspense>
        <Grid container>
          <Grid size={12}>
            <PendingPanel
              terms={terms.data}
              showCountry={can(role, 'countries', 'viewAll')}
              onEmail={can(role, 'reminders', 'send') ? email : undefined}
            />
          </Grid>
        </Grid>
      </Stack>
    </Page>
  )
}

export default DashboardPage

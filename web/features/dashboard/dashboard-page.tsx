import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { isGroup, menuFor } from '../../../shared/menu'
import { can } from '../../../shared/permissions'
import { greetingFor } from '../../app/greeting'
import { useSession } from '../../app/session'
import { Page } from '../../components/page'

/** Until the statistics land, the dashboard greets the user and offers their areas — no made-up numbers. */
const DashboardPage = () => {
  const { profile } = useSession()
  const shortcuts = menuFor(profile?.userRole)
    .flatMap((e) => (isGroup(e) ? e.children : [e]))
    .filter((i) => i.id !== 'dashboard')
  if (can(profile?.userRole, 'exchangeRates', 'create'))
    shortcuts.push({
      id: 'exchange-rates',
      title: 'Exchange rates',
      url: '/exchange-rates',
      permission: ['exchangeRates', 'create'],
    })
  return (
    <Page title="Dashboard">
      <Typography variant="h6" sx={{ mb: 0.5 }}>
        {greetingFor(new Date().getHours())}, {profile?.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Signed in as {profile?.userRole} · {profile?.countryName}
      </Typography>
      <Grid container spacing={2}>
        {shortcuts.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={item.url}>
                <CardContent>
                  <Typography fontWeight={600}>{item.title}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  )
}

export default DashboardPage

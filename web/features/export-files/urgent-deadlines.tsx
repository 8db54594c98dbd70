import { List, ListItem, ListItemText, Link as MuiLink, Paper, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { deadlineLabels } from '../../../shared/export-files'
import { useBusinessToday } from '../../lib/business-today'
import { DeadlineDays } from './deadline-days'
import { useDeadlines } from './export-files.api'

/**
 * The dashboard's card: the five most urgent deadlines with the role that acts on each, and the way to
 * all of them. Nothing when none.
 */
export const UrgentDeadlines = () => {
  const deadlines = useDeadlines(5)
  const { date: today } = useBusinessToday()
  if (!deadlines.data?.length) return null
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3 }}
      component="section"
      aria-label="Most urgent deadlines"
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          Most urgent deadlines
        </Typography>
        <MuiLink component={Link} to="/deadlines">
          All deadlines
        </MuiLink>
      </Stack>
      <List dense disablePadding>
        {deadlines.data.map((d) => (
          <ListItem
            key={`${d.kind}-${d.vehicleId}`}
            divider
            disableGutters
            secondaryAction={<DeadlineDays due={d.dueOn} today={today} />}
          >
            <ListItemText
              sx={{ pr: 14 }}
              primary={deadlineLabels[d.kind]}
              secondary={
                <>
                  <MuiLink component={Link} to={`/vehicles/details/${d.vehicleId}`}>
                    {d.stockNo}
                  </MuiLink>{' '}
                  {d.model} · due {d.dueOn} · {d.role}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}

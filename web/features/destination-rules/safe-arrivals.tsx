import { Alert, Chip, Stack, Typography } from '@mui/material'
import { daysBetween } from '../../../shared/dates'
import { lastSafeArrival } from '../../../shared/destination-rules'
import { counted } from '../../../shared/messages'
import type { Vehicle } from '../../../shared/vehicles'
import { useBusinessToday } from '../../lib/business-today'
import { useDestinationRules } from './destination-rules.api'

/** Fewer days than this before a car's last safe arrival: the trade's warning. */
const warnDays = 90

/**
 * The mark beside a last safe arrival: "can no longer enter" once it has passed, "12 days left" when it
 * is near, else nothing. With the country ("12 days left to enter Kenya") where no country is beside it.
 */
export const SafeArrivalChip = ({ date, country }: { date: string; country?: string }) => {
  const { date: today } = useBusinessToday()
  const left = daysBetween(today, date)
  if (left < 0)
    return <Chip size="small" color="error" label={`can no longer enter${country ? ` ${country}` : ''}`} />
  if (left < warnDays)
    return (
      <Chip
        size="small"
        color="warning"
        label={`${counted(left, 'day')} left${country ? ` to enter ${country}` : ''}`}
      />
    )
  return null
}

/**
 * Per destination with an age limit, the last day the car may arrive there, from the first registration
 * (or from manufacture when it is not recorded), marked when it has passed or is near.
 */
export const SafeArrivals = ({ vehicle }: { vehicle: Vehicle }) => {
  const rules = useDestinationRules()
  if (rules.isPending) return null
  const limits = (rules.data ?? []).filter((r) => r.maxAgeYears !== null)
  if (!limits.length) return <Typography color="text.secondary">No destination rules recorded yet</Typography>
  return (
    <Stack spacing={1} aria-label="Last safe arrival">
      {limits.map((rule) => {
        const safe = lastSafeArrival(rule, vehicle)
        if (safe.kind !== 'until')
          return (
            <Typography key={rule.id}>
              {rule.countryName}: record the year to know the last safe arrival
            </Typography>
          )
        const from =
          safe.basis === 'first_registration'
            ? 'first registration'
            : 'manufacture (no first registration recorded)'
        return (
          <Stack key={rule.id} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography>
              {rule.countryName}: arrive by <strong>{safe.date}</strong>
            </Typography>
            <SafeArrivalChip date={safe.date} />
            <Typography variant="body2" color="text.secondary">
              counted from {from}
            </Typography>
          </Stack>
        )
      })}
      {rules.error && <Alert severity="error">The destination rules could not be loaded</Alert>}
    </Stack>
  )
}

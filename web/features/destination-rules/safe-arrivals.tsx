import { Alert, Chip, Stack, Typography } from '@mui/material'
import { daysBetween } from '../../../shared/dates'
import { lastSafeArrival } from '../../../shared/destination-rules'
import type { Vehicle } from '../../../shared/vehicles'
import { useBusinessToday } from '../../lib/business-today'
import { useDestinationRules } from './destination-rules.api'

/** Fewer days than this before a car's last safe arrival: the trade's warning. */
const warnDays = 90

/**
 * Per destination with an age limit, the last day the car may arrive there, from the first registration
 * (or from manufacture when it is not recorded), marked when it has passed or is near.
 */
export const SafeArrivals = ({ vehicle }: { vehicle: Vehicle }) => {
  const rules = useDestinationRules()
  const { date: today } = useBusinessToday()
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
        const left = daysBetween(today, safe.date)
        const from =
          safe.basis === 'first_registration'
            ? 'first registration'
            : 'manufacture (no first registration recorded)'
        return (
          <Stack key={rule.id} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography>
              {rule.countryName}: arrive by <strong>{safe.date}</strong>
            </Typography>
            {left < 0 ? (
              <Chip size="small" color="error" label="can no longer enter" />
            ) : left < warnDays ? (
              <Chip size="small" color="warning" label={`${left} days left`} />
            ) : null}
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

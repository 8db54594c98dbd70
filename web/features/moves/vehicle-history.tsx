import { LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '../../../shared/dates'
import { formatMoney } from '../../../shared/money'
import type { LocationUpdate, Move } from '../../../shared/moves'
import { useBusinessToday } from '../../lib/business-today'
import { useErrorAlert } from '../../lib/notify'
import { useLocationHistory, useVehicleMoves } from './moves.api'

type Props = {
  vehicleId: number
  vehicle?: { purchaseCurrency: string; costCurrency: string; stationId: number; status: string }
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
      {title}
    </Typography>
    {children}
  </Stack>
)

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
)

const LocationItem = ({ u }: { u: LocationUpdate }) => {
  const { timeZone } = useBusinessToday()
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={u.location}
        secondary={`${formatDateTime(u.at, timeZone)}${u.userName ? ` · by ${u.userName}` : ''}`}
      />
    </ListItem>
  )
}

const MoveItem = ({ m }: { m: Move }) => (
  <ListItem divider disableGutters>
    <ListItemText
      primary={`${m.fromStationName} → ${m.toStationName}`}
      secondary={
        <>
          <span>
            {formatDate(m.date)} · 1 {m.currencyBefore} = {m.rate} {m.currencyAfter}
            {m.movedByName ? ` · by ${m.movedByName}` : ''}
          </span>
          <br />
          <span>
            Cost {formatMoney(m.costBefore, m.currencyBefore)} → {formatMoney(m.costAfter, m.currencyAfter)}{' '}
            (move expenses {formatMoney(m.moveExpenses, m.currencyAfter)})
          </span>
          {m.details && (
            <>
              <br />
              <span>{m.details}</span>
            </>
          )}
        </>
      }
    />
  </ListItem>
)

/** The details page's histories: where the vehicle has been noted (newest first) and its moves between stations. */
export const VehicleHistory = ({ vehicleId }: Props) => {
  const locations = useLocationHistory(vehicleId)
  const moves = useVehicleMoves(vehicleId)
  useErrorAlert(locations.error ?? moves.error, 'Failed to fetch vehicle history')
  return (
    <Stack spacing={3}>
      <Section title="Location history">
        {locations.isPending && <LinearProgress />}
        {locations.data?.length === 0 && <Empty text="No location updates yet" />}
        {!!locations.data?.length && (
          <List dense disablePadding aria-label="Location updates">
            {locations.data.map((u) => (
              <LocationItem key={u.id} u={u} />
            ))}
          </List>
        )}
      </Section>
      <Section title="Move history">
        {moves.isPending && <LinearProgress />}
        {moves.data?.length === 0 && <Empty text="Not moved yet" />}
        {!!moves.data?.length && (
          <List dense disablePadding aria-label="Moves">
            {moves.data.map((m) => (
              <MoveItem key={m.id} m={m} />
            ))}
          </List>
        )}
      </Section>
    </Stack>
  )
}

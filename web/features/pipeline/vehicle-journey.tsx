import DirectionsBoatOutlined from '@mui/icons-material/DirectionsBoatOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import SellOutlined from '@mui/icons-material/SellOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import {
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Link as MuiLink,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import type { JourneyStep } from '../../../shared/pipeline'
import { useErrorAlert } from '../../lib/notify'
import { useJourney } from './pipeline.api'

const icons: Record<JourneyStep['kind'], typeof PlaceOutlined> = {
  purchase: ShoppingCartOutlined,
  shipment: DirectionsBoatOutlined,
  move: LocalShippingOutlined,
  location: PlaceOutlined,
  sale: SellOutlined,
}

/** A vehicle's journey on its details page: purchase, shipments, moves and location notes, in date order. */
export const VehicleJourney = ({ vehicleId }: { vehicleId: number }) => {
  const journey = useJourney(vehicleId)
  useErrorAlert(journey.error, 'Failed to fetch the journey')
  return (
    <section aria-label="Journey">
      <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
        Journey
      </Typography>
      {journey.isPending && <LinearProgress />}
      <List dense disablePadding>
        {journey.data?.map((step) => {
          const Icon = icons[step.kind]
          return (
            <ListItem key={step.key} divider disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" color="action" />
              </ListItemIcon>
              <ListItemText
                primary={
                  step.shipmentId ? (
                    <MuiLink component={Link} to={`/shipments/${step.shipmentId}`}>
                      {step.title}
                    </MuiLink>
                  ) : (
                    step.title
                  )
                }
                secondary={[step.date, step.detail].filter(Boolean).join(' · ')}
              />
            </ListItem>
          )
        })}
      </List>
    </section>
  )
}

import { Chip } from '@mui/material'
import type { ShipmentStatus } from '../../../shared/shipments'

export const statusLabels: Record<ShipmentStatus, string> = {
  booked: 'Booked',
  loaded: 'Loaded',
  sailed: 'Sailed',
  arrived: 'Arrived',
}
export const costKindLabels = {
  freight: 'Freight',
  insurance: 'Insurance',
  port_handling: 'Port handling',
  other: 'Other',
} as const

const colours = { booked: 'default', loaded: 'info', sailed: 'primary', arrived: 'success' } as const

export const ShipmentStatusChip = ({ status }: { status: ShipmentStatus }) => (
  <Chip size="small" color={colours[status]} label={statusLabels[status]} />
)

export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

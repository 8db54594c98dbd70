import { Alert, Typography } from '@mui/material'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import type { Profit } from '../../../shared/sales'
import { useSession } from '../session'
import { useVehicleProfit } from './sales.api'

/** The profit line as shown: an amount in the base currency, or which rates must be recorded first. */
export const ProfitText = ({ profit }: { profit: Profit }) => {
  if (profit.missing.length)
    return (
      <Alert severity="info">
        Profit needs exchange rates for:{' '}
        {profit.missing.map((m) => `${m.currency} on or before ${m.date}`).join(', ')}
      </Alert>
    )
  if (profit.profit === null) return <Typography color="text.secondary">Profit is shown once sold</Typography>
  return (
    <Typography>
      Profit: <strong>{formatMoney(profit.profit, profit.base)}</strong>
    </Typography>
  )
}

/** The vehicle details page's profit, for the roles that may see it. */
export const VehicleProfit = ({ carId }: { carId: number }) => {
  const role = useSession().profile?.userRole
  const allowed = can(role, 'sales', 'viewProfit')
  const profit = useVehicleProfit(carId, allowed)
  return allowed && profit.data ? <ProfitText profit={profit.data} /> : null
}

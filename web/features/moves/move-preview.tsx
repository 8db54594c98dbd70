import { Alert } from '@mui/material'
import { money } from '../../../shared/fields'
import { formatMoney } from '../../../shared/money'
import { costAfterMove, rateField } from '../../../shared/moves'

type Props = { cost?: string; from: string; to: string; rate: string; moveExpenses: string }

const expensesField = money('Move expenses')

/** The cost the vehicle will have after the move, computed as the server will (decimal, 2 places). */
export const MovePreview = ({ cost, from, to, rate, moveExpenses }: Props) => {
  const r = rateField.safeParse(rate)
  const e = expensesField.safeParse(moveExpenses || '0')
  if (!cost || !r.success || !e.success) {
    return (
      <Alert severity="info">
        New cost = {cost ? formatMoney(cost, from) : `cost in ${from}`} × rate + move expenses, in {to}
      </Alert>
    )
  }
  return (
    <Alert severity="success" aria-label="Resulting cost">
      Resulting cost: <strong>{formatMoney(costAfterMove(cost, r.data, e.data), to)}</strong> (
      {formatMoney(cost, from)} × {r.data} + {formatMoney(e.data, to)})
    </Alert>
  )
}

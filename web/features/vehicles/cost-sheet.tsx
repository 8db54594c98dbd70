import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import {
  type LineKind,
  lineKindLabels,
  refundableLineKinds,
  refundLineKinds,
} from '../../../shared/auction-purchases'
import type { CostLine, CostSheet as Sheet } from '../../../shared/cost-sheet'
import { formatMoney } from '../../../shared/money'
import type { Vehicle } from '../../../shared/vehicles'

type Missing = { currency: string; date: string }

/** A date or an amount is read whole: it never breaks across lines (a conversion's note may). */
const oneLine = { whiteSpace: 'nowrap' } as const

const noRate = (
  <Typography variant="body2" color="warning.main">
    no rate
  </Typography>
)

/** A line in the vehicle's cost currency, with each conversion: amount × rate = converted, and its source. */
const InCost = ({ line, currency }: { line: CostLine; currency: string }) => {
  if ('missing' in line.inCost) return noRate
  const steps = line.inCost.steps
  return (
    <>
      {steps.map((s, i) => (
        <Typography
          key={`${s.by}-${s.date}-${s.from}`}
          variant="caption"
          color="text.secondary"
          display="block"
        >
          {`${formatMoney(i === 0 ? line.amount : steps[i - 1]!.amount, s.from)} × ${s.rate} = ${formatMoney(s.amount, s.to)}`}
          {` (${s.by === 'move' ? 'move' : 'exchange rate'} of ${s.date})`}
        </Typography>
      ))}
      <Typography variant="body2" sx={oneLine}>
        {formatMoney(line.inCost.amount, currency)}
      </Typography>
    </>
  )
}

const isRefund = (kind: LineKind | null) => !!kind && (refundLineKinds as readonly string[]).includes(kind)
const isRefundable = (kind: LineKind | null) =>
  !!kind && (refundableLineKinds as readonly string[]).includes(kind)

/** An auction invoice's line by its part, marked when it comes back after export or is such a refund. */
const LineLabel = ({ line }: { line: CostLine }) =>
  line.lineKind ? (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <span>{lineKindLabels[line.lineKind]}</span>
      {isRefundable(line.lineKind) && (
        <Chip size="small" variant="outlined" color="info" label="Refundable" />
      )}
      {isRefund(line.lineKind) && <Chip size="small" color="success" label="Refunded" />}
    </Stack>
  ) : (
    line.label
  )

const Total = ({
  total,
  currency,
  weight = 700,
}: {
  total?: Sheet['landed']
  currency: string
  weight?: number
}) =>
  total && 'amount' in total ? (
    <Typography fontWeight={weight} sx={oneLine}>
      {formatMoney(total.amount, currency)}
    </Typography>
  ) : (
    '—'
  )

const MissingRates = ({ missing, currency }: { missing: Missing[]; currency: string }) =>
  missing.length > 0 && (
    <Alert severity="warning">
      No exchange rate recorded for {missing.map((m) => `${m.currency} on ${m.date}`).join(', ')}: the landed
      cost in {currency} is not shown rather than guessed.
    </Alert>
  )

/**
 * The cost sheet: each cost as recorded, in the vehicle's cost currency (a cost from before a move
 * converted at the move's rate, shown on the line) and in the base currency at its date's rate; then one
 * landed cost in the vehicle's currency, with the base-currency total beside it.
 */
export const CostSheet = ({
  vehicle,
  sheet,
}: {
  vehicle: Pick<Vehicle, 'moved' | 'cost' | 'costCurrency'>
  sheet?: Sheet
}) => {
  const base = sheet?.base ?? ''
  const currency = sheet?.costCurrency ?? vehicle.costCurrency
  const missingOf = (total?: Sheet['landed']) => (total && 'missing' in total ? total.missing : [])
  const refundable = sheet?.lines.some((l) => isRefundable(l.lineKind))
  return (
    <>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Cost sheet">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">In {currency}</TableCell>
              <TableCell align="right">In {base}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(sheet?.lines ?? []).map((line) => (
              <TableRow key={line.ref}>
                <TableCell>
                  <LineLabel line={line} />
                </TableCell>
                <TableCell sx={oneLine}>{line.date}</TableCell>
                <TableCell align="right" sx={oneLine}>
                  {formatMoney(line.amount, line.currency)}
                </TableCell>
                <TableCell align="right">
                  <InCost line={line} currency={currency} />
                </TableCell>
                <TableCell align="right" sx={oneLine}>
                  {'amount' in line.converted ? formatMoney(line.converted.amount, base) : noRate}
                </TableCell>
              </TableRow>
            ))}
            {vehicle.moved && (
              <TableRow>
                <TableCell colSpan={2}>Cost after moves (purchase converted, with move expenses)</TableCell>
                <TableCell />
                <TableCell align="right" sx={oneLine}>
                  {formatMoney(vehicle.cost, vehicle.costCurrency)}
                </TableCell>
                <TableCell />
              </TableRow>
            )}
            <TableRow>
              <TableCell colSpan={3}>
                <Typography fontWeight={700}>Landed cost</Typography>
              </TableCell>
              <TableCell align="right" aria-label="Landed cost">
                <Total total={sheet?.landed} currency={currency} />
              </TableCell>
              <TableCell align="right" aria-label={`Landed cost in ${base}`}>
                <Total total={sheet?.landedBase} currency={base} />
              </TableCell>
            </TableRow>
            {refundable && (
              <TableRow>
                <TableCell colSpan={3}>Refundable, not yet refunded</TableCell>
                <TableCell align="right" aria-label="Refundable, not yet refunded">
                  <Total total={sheet?.refundable} currency={currency} weight={400} />
                </TableCell>
                <TableCell />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <MissingRates missing={missingOf(sheet?.landed)} currency={currency} />
        <MissingRates missing={missingOf(sheet?.landedBase)} currency={base} />
      </Stack>
    </>
  )
}

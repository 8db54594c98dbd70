import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, AlertTitle, Box, Grid } from '@mui/material'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { type BlCheck, BlCheckInput, blCheckMessages } from '../../../shared/bl-check'
import { isoDate, optionalText } from '../../../shared/fields'
import { can } from '../../../shared/permissions'
import {
  ArrivalInput,
  type Shipment,
  ShipmentCostInput,
  ShipmentStepInput,
  shipmentMessages,
  splitLabels,
} from '../../../shared/shipments'
import type { VehicleRow } from '../../../shared/vehicles'
import { FormDialog } from '../../components/form-dialog'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { CurrencyField } from '../../components/reference-fields'
import { ApiError } from '../../lib/api'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { costKindLabels, optionsOf } from './shipment-labels'
import {
  useAddShipmentCar,
  useAddShipmentCost,
  useArriveShipment,
  useCheckBlDraft,
  useStepShipment,
} from './shipments.api'

type Props = { shipment: Shipment; onClose: () => void }
const half = { xs: 12, sm: 6 }

const vehicleOption = (v: VehicleRow): Option<VehicleRow> => ({
  id: v.id,
  label: `${v.stockNo} ${v.model}`,
  hint: [v.chassisNo, v.year].filter(Boolean).join(' · '),
  value: v,
})

const CarForm = z.object({
  carId: z.coerce.number({ error: 'Vehicle is required' }).int().positive('Vehicle is required'),
  overrideReason: optionalText(500),
})

/**
 * Puts a car in stock in the country of loading on board. When its destination rule refuses it, the
 * refusal shows under the car; an owner may then give a reason and let it on.
 */
export const AddCarDialog = ({ shipment, onClose }: Props) => {
  const add = useAddShipmentCar(shipment.id)
  const notify = useNotify()
  const { profile } = useSession()
  const mayOverride = can(profile?.userRole, 'shipments', 'override')
  const [car, setCar] = useState<Option<VehicleRow> | null>(null)
  const [refused, setRefused] = useState(false)
  const form = useForm<z.input<typeof CarForm>, unknown, z.output<typeof CarForm>>({
    resolver: zodResolver(CarForm),
    defaultValues: { carId: '', overrideReason: '' },
  })
  const { control, formState, setValue, clearErrors } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      try {
        await add.mutateAsync({ carId: values.carId, overrideReason: values.overrideReason ?? undefined })
      } catch (err) {
        if (err instanceof ApiError && err.status === 409 && err.errors.carId && mayOverride) setRefused(true)
        throw err
      }
      notify.toast(shipmentMessages.carAdded)
      onClose()
    },
    failed: 'Failed to add the vehicle',
  })
  return (
    <FormDialog
      title={`Add a vehicle to ${shipment.reference}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={refused ? 'Add against the rule' : 'Add vehicle'}
      submitting={formState.isSubmitting}
    >
      <Grid size={12}>
        <ListPicker
          label="Vehicle"
          name="carId"
          required
          value={car}
          onChange={(o) => {
            setCar(o)
            setRefused(false)
            setValue('carId', o?.id ?? '')
            clearErrors('carId')
          }}
          path="car/getinstockcars"
          query={{ countryId: shipment.loadingCountryId }}
          toOption={vehicleOption}
          size="medium"
          helperText={`In stock in ${shipment.loadingCountryName}: type a stock number, chassis or model`}
          error={formState.errors.carId?.message}
        />
      </Grid>
      {refused && (
        <Grid size={12}>
          <FormText
            control={control}
            name="overrideReason"
            label="Reason to let it on against the rule"
            required
            multiline
            minRows={2}
            fullWidth
            helperText="Kept in the audit log with your name"
          />
        </Grid>
      )}
    </FormDialog>
  )
}

/** A shared cost and how it is split over the cars on board. */
export const AddCostDialog = ({ shipment, onClose }: Props) => {
  const add = useAddShipmentCost(shipment.id)
  const notify = useNotify()
  const { date: today } = useBusinessToday()
  const form = useForm<z.input<typeof ShipmentCostInput>, unknown, ShipmentCostInput>({
    resolver: zodResolver(ShipmentCostInput),
    defaultValues: { kind: 'freight', date: today, amount: '', currency: 'USD', split: 'value', note: '' },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      await add.mutateAsync(values)
      notify.toast(shipmentMessages.costAdded)
      onClose()
    },
    failed: 'Failed to add the cost',
  })
  return (
    <FormDialog
      title="Add shared cost"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add cost"
      submitting={formState.isSubmitting}
    >
      <Grid size={half}>
        <FormSelect
          control={control}
          name="kind"
          label="Kind"
          options={optionsOf(costKindLabels)}
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <DateField control={control} name="date" label="Date" required fullWidth />
      </Grid>
      <Grid size={half}>
        <MoneyField control={control} name="amount" label="Amount" required fullWidth />
      </Grid>
      <Grid size={half}>
        <CurrencyField control={control} name="currency" label="Currency" required fullWidth />
      </Grid>
      <Grid size={12}>
        <FormSelect
          control={control}
          name="split"
          label="Split"
          options={optionsOf(splitLabels)}
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="note" label="Note" fullWidth />
      </Grid>
    </FormDialog>
  )
}

/**
 * Loaded, then sailed: the day it happened. Loading is refused while a car's export papers are not
 * ready; the refusal lists them, and an owner may load anyway with a reason.
 */
export const StepDialog = ({ shipment, status, onClose }: Props & { status: 'loaded' | 'sailed' }) => {
  const step = useStepShipment(shipment.id)
  const notify = useNotify()
  const { profile } = useSession()
  const mayOverride = can(profile?.userRole, 'shipments', 'override')
  const { date: today } = useBusinessToday()
  const [gaps, setGaps] = useState<string[]>([])
  const form = useForm<z.input<typeof ShipmentStepInput>, unknown, z.output<typeof ShipmentStepInput>>({
    resolver: zodResolver(ShipmentStepInput),
    defaultValues: { status, date: today, overrideReason: '' },
  })
  const submit = useFormSave(form, {
    save: async (values) => {
      try {
        notify.toast((await step.mutateAsync(values)).message)
      } catch (err) {
        if (err instanceof ApiError && err.status === 409 && err.errors.status) {
          setGaps(err.errors.status)
          return false
        }
        throw err
      }
      onClose()
    },
    failed: 'Failed to record the step',
  })
  const label = status === 'loaded' ? 'Cars loaded on' : 'Sailed on'
  const blocked = gaps.length > 0
  return (
    <FormDialog
      title={status === 'loaded' ? 'Cars loaded' : 'Shipment sailed'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={
        blocked && mayOverride ? 'Load anyway' : status === 'loaded' ? 'Mark loaded' : 'Mark sailed'
      }
      submitting={form.formState.isSubmitting || (blocked && !mayOverride)}
      maxWidth={blocked ? 'sm' : 'xs'}
    >
      <Grid size={12}>
        <DateField control={form.control} name="date" label={label} max={today} required fullWidth />
      </Grid>
      {blocked && (
        <Grid size={12}>
          <Alert severity="error">
            Not ready to load:
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {gaps.map((gap) => (
                <li key={gap}>{gap}</li>
              ))}
            </ul>
            {!mayOverride && 'Record the papers in each car’s export file, or ask an owner.'}
          </Alert>
        </Grid>
      )}
      {blocked && mayOverride && (
        <Grid size={12}>
          <FormText
            control={form.control}
            name="overrideReason"
            label="Reason to load anyway"
            required
            multiline
            minRows={2}
            fullWidth
            helperText="Kept in the audit log with your name"
          />
        </Grid>
      )}
    </FormDialog>
  )
}

const ArrivalForm = z.object({ date: isoDate('Date'), rates: ArrivalInput.shape.rates })

/**
 * Arrival: every car on board moves to the destination station at the rate given for the currency it
 * costs in — all cars or none.
 */
export const ArrivalDialog = ({ shipment, onClose }: Props) => {
  const arrive = useArriveShipment(shipment.id)
  const notify = useNotify()
  const { date: today } = useBusinessToday()
  const to = shipment.destinationCurrency
  const currencies = [
    ...new Set(
      shipment.carsOnBoard
        .filter((c) => c.status !== 'sold' && c.costCurrency !== to)
        .map((c) => c.costCurrency),
    ),
  ]
  const form = useForm<z.input<typeof ArrivalForm>, unknown, ArrivalInput>({
    resolver: zodResolver(ArrivalForm),
    defaultValues: { date: today, rates: Object.fromEntries(currencies.map((c) => [c, ''])) },
  })
  const submit = useFormSave(form, {
    save: async (values) => {
      notify.toast((await arrive.mutateAsync(values)).message)
      onClose()
    },
    failed: 'Failed to record the arrival',
  })
  return (
    <FormDialog
      title={`Arrival at ${shipment.destinationStationName}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Record arrival"
      submitting={form.formState.isSubmitting}
    >
      <Grid size={12}>
        <Alert severity="info">
          The {shipment.carsOnBoard.length} cars on board move to {shipment.destinationStationName}; their
          cost is converted into {to}.
        </Alert>
      </Grid>
      <Grid size={half}>
        <DateField control={form.control} name="date" label="Arrived on" max={today} required fullWidth />
      </Grid>
      {currencies.map((c) => (
        <Grid key={c} size={half}>
          <FormText
            control={form.control}
            name={`rates.${c}`}
            label={`Rate ${c} → ${to}`}
            inputMode="decimal"
            required
            fullWidth
            helperText={`1 ${c} = ? ${to}`}
          />
        </Grid>
      ))}
    </FormDialog>
  )
}

/** What a check found: each difference with its line and chassis, or that the draft matches. */
const BlCheckResult = ({ check }: { check: BlCheck }) =>
  check.problems.length === 0 ? (
    <Alert severity="success">{blCheckMessages.matches(check.lines.length)}</Alert>
  ) : (
    <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>
        {check.problems.length} {check.problems.length === 1 ? 'difference' : 'differences'} from the records
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Differences">
        {check.problems.map((p) => (
          <li key={`${p.line}-${p.chassisNo}-${p.problem}`}>
            {p.line === null ? '' : `Line ${p.line}, `}
            <strong>{p.chassisNo || '(no chassis)'}</strong>: {p.problem}
          </li>
        ))}
      </Box>
    </Alert>
  )

/**
 * The shipping line's draft B/L, pasted, checked against the cars on board before the B/L is approved.
 * Nothing is saved; the result shows until the draft is changed.
 */
export const BlCheckDialog = ({ shipment, onClose }: Props) => {
  const check = useCheckBlDraft(shipment.id)
  const [result, setResult] = useState<{ draft: string; check: BlCheck }>()
  const form = useForm<BlCheckInput>({ resolver: zodResolver(BlCheckInput), defaultValues: { draft: '' } })
  const draft = useWatch({ control: form.control, name: 'draft' })
  const submit = useFormSave(form, {
    save: async (values) => setResult({ draft: values.draft, check: await check.mutateAsync(values) }),
    failed: 'Failed to check the draft',
  })
  return (
    <FormDialog
      title="Check B/L draft"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Check"
      cancelLabel="Close"
      submitting={form.formState.isSubmitting}
    >
      <Grid size={12}>
        <FormText
          control={form.control}
          name="draft"
          label="Draft lines"
          required
          multiline
          minRows={6}
          maxRows={14}
          fullWidth
          helperText="Paste the draft: one car a line — chassis, model, year — separated by tabs, commas or two spaces"
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      </Grid>
      {result && result.draft === draft && (
        <Grid size={12}>
          <BlCheckResult check={result.check} />
        </Grid>
      )}
    </FormDialog>
  )
}

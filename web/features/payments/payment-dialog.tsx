import { zodResolver } from '@hookform/resolvers/zod'
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
} from '@mui/material'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { type Direction, PaymentInput } from '../../../shared/payments'
import { paymentMethodLabels, paymentMethods } from '../../../shared/sales'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useAddPayment } from './payments.api'

type Values = z.input<typeof PaymentInput>
type Props = {
  carId: number
  /** The sides this user may record, with each side's currency. */
  sides: { direction: Direction; currency: string }[]
  onClose: () => void
}

const labels: Record<Direction, string> = { in: 'In — from the customer', out: 'Out — to the vendor' }
const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))

/** Record a term payment: direction, amount (in the side's currency), date, method, place, details, advance. */
export const PaymentDialog = ({ carId, sides, onClose }: Props) => {
  const { date: today } = useBusinessToday()
  const add = useAddPayment(carId)
  const notify = useNotify()
  const form = useForm<Values, unknown, PaymentInput>({
    resolver: zodResolver(PaymentInput),
    defaultValues: {
      carId,
      direction: sides[0]?.direction,
      amount: '',
      date: today,
      method: 'cash',
      chequeNo: '',
      place: '',
      details: '',
      isAdvance: false,
    },
  })
  const { control, formState } = form
  const direction = useWatch({ control, name: 'direction' })
  const method = useWatch({ control, name: 'method' })
  const currency = sides.find((s) => s.direction === direction)?.currency ?? ''

  const submit = useFormSave(form, {
    save: async (values) => {
      const saved = await add.mutateAsync({ ...values, currency })
      notify.toast(`${messages.vehicles.paymentAdded} (${saved.receiptNo})`)
      onClose()
    },
    failed: 'Failed to add payment',
  })

  const half = { xs: 12, sm: 6 }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="payment-title">Add payment</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <FormSelect
                control={control}
                name="direction"
                label="Direction"
                fullWidth
                options={sides.map((s) => ({ value: s.direction, label: labels[s.direction] }))}
              />
            </Grid>
            <Grid size={half}>
              <MoneyField control={control} name="amount" label="Amount" fullWidth currency={currency} />
            </Grid>
            <Grid size={half}>
              <DateField control={control} name="date" label="Date" max={today} fullWidth />
            </Grid>
            <Grid size={half}>
              <FormSelect control={control} name="method" label="Method" options={methodOptions} fullWidth />
            </Grid>
            <Grid size={half}>
              {method === 'cheque' && (
                <FormText control={control} name="chequeNo" label="Cheque number" fullWidth />
              )}
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="place" label="Place" fullWidth />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="isAdvance"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label="Record as an advance (may exceed what is pending)"
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

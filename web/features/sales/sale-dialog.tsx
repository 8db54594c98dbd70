import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { messages } from '../../../shared/messages'
import { paymentMethodLabels, paymentMethods } from '../../../shared/sales'
import { useBusinessToday } from '../../app/business-today'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { FilePicker } from '../../components/file-picker'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { formField, saleResolver } from './sale-errors'
import { type SaleForm, useCustomerOptions, useRecordSale } from './sales.api'

type Props = { carId: number; onClose: () => void; onDone?: () => void }

const frequencyOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
]
const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))

/** Sell a vehicle: customer, date, price and currency, down payment, instalment plan, document and image. */
export const SaleDialog = ({ carId, onClose, onDone }: Props) => {
  const { date: today } = useBusinessToday()
  const sell = useRecordSale(carId)
  const notify = useNotify()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [customer, setCustomer] = useState<(Option & { currency?: string }) | null>(null)
  const [files, setFiles] = useState<{ document?: File; image?: File }>({})
  const [fileErrors, setFileErrors] = useState<{ document?: string; image?: string }>({})
  const form = useForm<SaleForm>({
    resolver: saleResolver,
    defaultValues: {
      carId,
      customerId: '',
      date: today,
      price: '',
      currency: '',
      downPayment: '0',
      downPaymentMethod: 'cash',
      instalmentCount: 1,
      frequency: 'monthly',
      firstDueDate: today,
      details: '',
    },
  })
  const { control, setValue, formState } = form
  const currency = useWatch({ control, name: 'currency' })

  const submit = useFormSave(form, {
    save: async (values) => {
      await sell.mutateAsync({ ...values, ...files })
      notify.toast(messages.vehicles.sold)
      onClose()
      onDone?.()
    },
    failed: 'Failed to sell the vehicle',
    rename: formField,
    elsewhere: (field, message) => {
      if (field !== 'document' && field !== 'image') return false
      setFileErrors((e) => ({ ...e, [field]: message }))
      return true
    },
  })

  const half = { xs: 12, sm: 6 }
  const third = { xs: 12, sm: 4 }
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="sale-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sale-title">Sell vehicle</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={half}>
              <AsyncPicker
                label="Customer"
                name="customerId"
                required
                value={customer}
                onChange={(o) => {
                  const picked = o as (Option & { currency?: string }) | null
                  setCustomer(picked)
                  setValue('customerId', picked?.id ?? '')
                  setValue('currency', picked?.currency ?? '')
                }}
                useOptions={useCustomerOptions}
                error={formState.errors.customerId?.message}
              />
            </Grid>
            <Grid size={half}>
              <DateField control={control} name="date" label="Sale date" max={today} required fullWidth />
            </Grid>
            <Grid size={third}>
              <MoneyField
                control={control}
                name="price"
                label="Price"
                required
                fullWidth
                currency={currency}
              />
            </Grid>
            <Grid size={third}>
              <FormText
                control={control}
                name="currency"
                label="Currency"
                helperText="The customer's by default"
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <MoneyField
                control={control}
                name="downPayment"
                label="Down payment"
                fullWidth
                currency={currency}
              />
            </Grid>
            <Grid size={third}>
              <FormSelect
                control={control}
                name="downPaymentMethod"
                label="Down payment method"
                options={methodOptions}
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <FormText
                control={control}
                name="instalmentCount"
                label="Instalments"
                type="number"
                fullWidth
              />
            </Grid>
            <Grid size={third}>
              <FormSelect
                control={control}
                name="frequency"
                label="Frequency"
                options={frequencyOptions}
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <DateField control={control} name="firstDueDate" label="First due date" fullWidth />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={half}>
              <FilePicker
                label="Sale document (PDF)"
                value={files.document}
                onChange={(document) => setFiles((f) => ({ ...f, document }))}
                accept="application/pdf"
                error={fileErrors.document}
              />
            </Grid>
            <Grid size={half}>
              <FilePicker
                label="Image"
                value={files.image}
                onChange={(image) => setFiles((f) => ({ ...f, image }))}
                error={fileErrors.image}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Sell
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

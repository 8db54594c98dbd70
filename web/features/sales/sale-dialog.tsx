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
import { useForm } from 'react-hook-form'
import { messages } from '../../../shared/messages'
import { FormText } from '../../components/form-fields'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { formField, saleResolver } from './sale-errors'
import { SaleFileFields, type SaleFiles, SalePlanFields, SaleTermsFields } from './sale-form-fields'
import { type SaleForm, useRecordSale } from './sales.api'

type Props = { carId: number; onClose: () => void; onDone?: () => void }

/** Sell a vehicle: customer, date, price and currency, down payment, instalment plan, document and image. */
export const SaleDialog = ({ carId, onClose, onDone }: Props) => {
  const { date: today } = useBusinessToday()
  const sell = useRecordSale(carId)
  const notify = useNotify()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [files, setFiles] = useState<SaleFiles>({})
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
  const { control, formState } = form

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
            <SaleTermsFields form={form} />
            <SalePlanFields form={form} />
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
            <SaleFileFields files={files} onChange={setFiles} errors={fileErrors} />
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

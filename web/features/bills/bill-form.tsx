import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { BillInput, type BillValues, billMessages } from '../../../shared/bills'
import { addDays } from '../../../shared/dates'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { BillPartyFields, BillTermsFields } from './bill-form-fields'
import { BillLines, emptyLine } from './bill-lines'
import { useIssueBill } from './bills.api'

/**
 * A new bill: a customer of the book or a buyer's name, an optional vehicle, dates, terms, currency and
 * the lines. An issued bill is never edited, so this form only creates.
 */
export const BillForm = ({ onIssued }: { onIssued: (id: number) => void }) => {
  const { date: today } = useBusinessToday()
  const issue = useIssueBill()
  const notify = useNotify()
  const form = useForm<BillInput, unknown, BillValues>({
    resolver: zodResolver(BillInput),
    defaultValues: {
      customerId: null,
      buyerName: '',
      vehicleId: null,
      issueDate: today,
      dueDate: addDays(today, 30),
      paymentTerms: '',
      tradeTerm: 'FOB',
      currency: 'USD',
      lines: [{ ...emptyLine }],
    },
  })
  const { control, formState } = form

  const submit = useFormSave(form, {
    save: async (values) => {
      const issued = await issue.mutateAsync(values)
      notify.toast(billMessages.created(issued.number))
      onIssued(issued.id)
    },
    failed: billMessages.saveFailed,
  })

  return (
    <form onSubmit={submit} noValidate aria-label="New bill">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <BillPartyFields form={form} />
          <BillTermsFields form={form} />
        </Grid>
        <BillLines control={control} />
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Issue bill
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

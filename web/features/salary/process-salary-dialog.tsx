import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { compareAmounts, ProcessSalaryInput, type SalarySheet } from '../../../shared/salary'
import { DateField, FormText, MoneyField } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useProcessSalary } from './salary.api'

type Values = z.input<typeof ProcessSalaryInput>
type Props = { sheet: SalarySheet; today: string; onClose: () => void }

/** 'Process salary': a payment for the period; the remaining balance by default, more only as an advance. */
export const ProcessSalaryDialog = ({ sheet, today, onClose }: Props) => {
  const process = useProcessSalary()
  const notify = useNotify()
  const owed = compareAmounts(sheet.remaining, '0') > 0
  const form = useForm<Values, unknown, ProcessSalaryInput>({
    resolver: zodResolver(ProcessSalaryInput),
    defaultValues: {
      staffId: sheet.staffId,
      startDate: sheet.startDate,
      endDate: sheet.endDate,
      amount: owed ? sheet.remaining : '',
      isAdvance: !owed,
      paidOn: today,
      note: '',
    },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      if (values.amount && !values.isAdvance && compareAmounts(values.amount, sheet.remaining) > 0) {
        form.setError(
          'amount',
          { message: 'More than the remaining balance: mark it as an advance to pay more' },
          { shouldFocus: true },
        )
        return false
      }
      await process.mutateAsync(values)
      notify.toast(messages.staff.salaryProcessed)
      onClose()
    },
    failed: 'Failed to process salary',
  })

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="process-salary-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="process-salary-title">Process salary</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity={owed ? 'info' : 'warning'}>
              {sheet.staffName}, {sheet.startDate} to {sheet.endDate}: remaining{' '}
              {formatMoney(sheet.remaining, sheet.currency)}
            </Alert>
            <MoneyField control={control} name="amount" label="Amount" autoFocus currency={sheet.currency} />
            <Controller
              control={control}
              name="isAdvance"
              render={({ field }) => (
                <FormControlLabel
                  label="Advance (may be more than the remaining balance)"
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
            <DateField control={control} name="paidOn" label="Paid on" />
            <FormText control={control} name="note" label="Note" multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Pay
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

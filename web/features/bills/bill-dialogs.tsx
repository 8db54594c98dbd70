import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type Bill, billMessages, EmailBillInput, VoidBillInput } from '../../../shared/bills'
import { messages } from '../../../shared/messages'
import { FormText } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useEmailBill, useVoidBill } from './bills.api'

/** E-mails the bill with its PDF: to the customer's address, or one typed here. */
export const EmailBillDialog = ({ bill, onClose }: { bill: Bill; onClose: () => void }) => {
  const send = useEmailBill(bill.id)
  const notify = useNotify()
  const form = useForm<z.input<typeof EmailBillInput>, unknown, EmailBillInput>({
    resolver: zodResolver(EmailBillInput),
    defaultValues: { email: bill.customerEmail ?? '' },
  })
  const submit = useFormSave(form, {
    save: async ({ email }) => {
      const queued = await send.mutateAsync(email ?? '')
      notify.toast(queued.message)
      onClose()
    },
    failed: 'Failed to e-mail bill',
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bill-email-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bill-email-title">E-mail {bill.number}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The bill goes as a PDF attachment.
          </Typography>
          <FormText control={form.control} name="email" label="E-mail" type="email" fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** Voids the bill after a confirmation with the reason; its number stays used. */
export const VoidBillDialog = ({ bill, onClose }: { bill: Bill; onClose: () => void }) => {
  const voidBill = useVoidBill(bill.id)
  const notify = useNotify()
  const form = useForm<z.input<typeof VoidBillInput>, unknown, VoidBillInput>({
    resolver: zodResolver(VoidBillInput),
    defaultValues: { reason: '' },
  })
  const submit = useFormSave(form, {
    save: async ({ reason }) => {
      await voidBill.mutateAsync(reason)
      notify.toast(billMessages.voided(bill.number))
      onClose()
    },
    failed: 'Failed to void bill',
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bill-void-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bill-void-title">Void {bill.number}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {billMessages.voidConfirm}
          </Typography>
          <FormText control={form.control} name="reason" label="Reason" fullWidth required />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{messages.common.no}</Button>
          <Button type="submit" color="error" variant="contained" disabled={form.formState.isSubmitting}>
            Void bill
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

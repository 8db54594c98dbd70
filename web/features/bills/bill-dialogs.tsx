import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { type Bill, billMessages } from '../../../shared/bills'
import { messages } from '../../../shared/messages'
import { ApiError, errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useEmailBill, useVoidBill } from './bills.api'

const fieldError = (err: unknown, field: string) =>
  err instanceof ApiError ? err.errors[field]?.[0] : undefined

/** E-mails the bill with its PDF: to the customer's address, or one typed here. */
export const EmailBillDialog = ({ bill, onClose }: { bill: Bill; onClose: () => void }) => {
  const [email, setEmail] = useState(bill.customerEmail ?? '')
  const send = useEmailBill(bill.id)
  const notify = useNotify()
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    try {
      const queued = await send.mutateAsync(email.trim())
      notify.toast(queued.message)
      onClose()
    } catch (err) {
      if (!fieldError(err, 'email'))
        await notify.alert({
          title: messages.common.errorTitle,
          text: errorText(err, 'Failed to e-mail bill'),
        })
    }
  }
  const error = fieldError(send.error, 'email')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bill-email-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bill-email-title">E-mail {bill.number}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The bill goes as a PDF attachment.
          </Typography>
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            required
            error={!!error}
            helperText={error}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** Voids the bill after a confirmation with the reason; its number stays used. */
export const VoidBillDialog = ({ bill, onClose }: { bill: Bill; onClose: () => void }) => {
  const [reason, setReason] = useState('')
  const voidBill = useVoidBill(bill.id)
  const notify = useNotify()
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    try {
      await voidBill.mutateAsync(reason)
      notify.toast(billMessages.voided(bill.number))
      onClose()
    } catch (err) {
      if (!fieldError(err, 'reason'))
        await notify.alert({ title: messages.common.errorTitle, text: errorText(err, 'Failed to void bill') })
    }
  }
  const error = fieldError(voidBill.error, 'reason')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bill-void-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bill-void-title">Void {bill.number}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {billMessages.voidConfirm}
          </Typography>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            required
            error={!!error}
            helperText={error}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{messages.common.no}</Button>
          <Button type="submit" color="error" variant="contained" disabled={voidBill.isPending}>
            Void bill
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

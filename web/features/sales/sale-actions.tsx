import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { SaleDialog } from './sale-dialog'
import { useUndoSale } from './sales.api'

type Props = { carId: number; sold: boolean; onDone?: () => void }

/** Sell (sales.sell) an in-stock vehicle, or undo (sales.undo, admins) its sale with a reason. */
export const SaleActions = ({ carId, sold, onDone }: Props) => {
  const role = useSession().profile?.userRole
  const [open, setOpen] = useState<'sell' | 'undo'>()
  return (
    <Stack direction="row" gap={1}>
      {!sold && can(role, 'sales', 'sell') && (
        <Button variant="contained" onClick={() => setOpen('sell')}>
          Sell
        </Button>
      )}
      {sold && can(role, 'sales', 'undo') && (
        <Button color="warning" variant="outlined" onClick={() => setOpen('undo')}>
          Undo sale
        </Button>
      )}
      {open === 'sell' && <SaleDialog carId={carId} onClose={() => setOpen(undefined)} onDone={onDone} />}
      {open === 'undo' && <UndoSaleDialog carId={carId} onClose={() => setOpen(undefined)} onDone={onDone} />}
    </Stack>
  )
}

const UndoSaleDialog = ({
  carId,
  onClose,
  onDone,
}: {
  carId: number
  onClose: () => void
  onDone?: () => void
}) => {
  const undo = useUndoSale(carId)
  const notify = useNotify()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const submit = async () => {
    if (!reason.trim()) return setError('Reason is required')
    try {
      await undo.mutateAsync({ carId, reason: reason.trim() })
      notify.toast('Sale undone')
      onClose()
      onDone?.()
    } catch (err) {
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to undo the sale'),
      })
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="undo-sale-title">
      <DialogTitle id="undo-sale-title">Undo sale</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error ?? 'The sale stays in the ledger, reversed; the vehicle goes back in stock.'}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={submit} disabled={undo.isPending}>
          Undo sale
        </Button>
      </DialogActions>
    </Dialog>
  )
}

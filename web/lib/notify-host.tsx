import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import Close from '@mui/icons-material/Close'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import HelpOutline from '@mui/icons-material/HelpOutline'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material'
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { messages, ui } from '../../shared/messages'
import type { NotifyHostProps, ShowToast } from './notify'

/**
 * Toasts stack at the bottom right, away from the app bar's buttons and the top of a form: a run of
 * overdue alerts must not cover what the person is working with.
 */
export const toastContainerClass = 'kuruma-toasts'

const icons = {
  error: <ErrorOutline color="error" sx={{ fontSize: 56 }} />,
  success: <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />,
  question: <HelpOutline color="warning" sx={{ fontSize: 56 }} />,
}

const showToast: ShowToast = (text, opts = {}) => {
  enqueueSnackbar(text, {
    variant: opts.variant ?? 'success',
    autoHideDuration: opts.ms ?? ui.toastMs,
    onClose: opts.onClose && (() => opts.onClose?.()),
    action: opts.closable
      ? (key) => (
          <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
            <Close fontSize="small" />
          </IconButton>
        )
      : undefined,
  })
}

/**
 * What NotifyProvider shows: the toasts (notistack) and the alert or confirm dialog. Its chunk loads
 * after the first page, so the first load carries neither.
 */
export const NotifyHost = ({ dialog, onAnswer, onReady }: NotifyHostProps) => {
  // Runs after SnackbarProvider has mounted, so the toasts that waited for this chunk can show.
  useEffect(() => onReady(showToast), [onReady])
  return (
    <>
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        classes={{ containerAnchorOriginBottomRight: toastContainerClass }}
      />
      <Dialog
        open={!!dialog}
        onClose={() => onAnswer(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="notify-title"
      >
        {dialog && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>{icons[dialog.icon]}</Box>
            <DialogTitle id="notify-title" sx={{ textAlign: 'center' }}>
              {dialog.title}
            </DialogTitle>
            <DialogContent>
              <Typography textAlign="center">{dialog.text}</Typography>
            </DialogContent>
            <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
              {dialog.kind === 'confirm' ? (
                <>
                  <Button variant="contained" color="error" onClick={() => onAnswer(true)}>
                    {dialog.yes ?? messages.common.yes}
                  </Button>
                  <Button variant="outlined" onClick={() => onAnswer(false)} autoFocus>
                    {dialog.no ?? messages.common.no}
                  </Button>
                </>
              ) : (
                <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
                  OK
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  )
}

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
  GlobalStyles,
  IconButton,
  Typography,
} from '@mui/material'
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { messages, ui } from '../../shared/messages'
import { errorText } from './api'
import { headerHeight } from './header'

type Icon = 'error' | 'success' | 'question'
type DialogState = {
  kind: 'alert' | 'confirm'
  title: string
  text: string
  icon: Icon
  resolve: (yes: boolean) => void
}

type Notify = {
  /** A modal message with an OK button, like the spec's 'Error!' popups. */
  alert: (opts: { title: string; text: string; icon?: Icon }) => Promise<void>
  /** Yes / No; resolves true only for Yes. */
  confirm: (opts: { title?: string; text: string }) => Promise<boolean>
  /** A toast; success messages and short notices. */
  toast: (
    text: string,
    opts?: {
      variant?: 'success' | 'error' | 'info' | 'warning'
      ms?: number
      /** Called when the toast closes (timed out or closed by hand). */
      onClose?: () => void
      /** Offers a close button, so the reader need not wait for it to time out. */
      closable?: boolean
    },
  ) => void
}

const NotifyContext = createContext<Notify | undefined>(undefined)

/**
 * Toasts stack at the top right, starting below the fixed app bar: notistack's own offset (14 px from
 * the top) would put them over the profile avatar. Two classes outrank notistack's one-class rule.
 */
export const toastContainerClass = 'kuruma-toasts'
const toastTop = headerHeight + 8
const toastStyles = (
  <GlobalStyles
    styles={{ [`.notistack-SnackbarContainer.${toastContainerClass}`]: { top: `${toastTop}px` } }}
  />
)

const icons = {
  error: <ErrorOutline color="error" sx={{ fontSize: 56 }} />,
  success: <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />,
  question: <HelpOutline color="warning" sx={{ fontSize: 56 }} />,
}

export const NotifyProvider = ({ children }: { children: ReactNode }) => {
  const [dialog, setDialog] = useState<DialogState>()
  const close = (yes: boolean) => {
    dialog?.resolve(yes)
    setDialog(undefined)
  }
  const alert = useCallback<Notify['alert']>(
    ({ title, text, icon = 'error' }) =>
      new Promise((resolve) => setDialog({ kind: 'alert', title, text, icon, resolve: () => resolve() })),
    [],
  )
  const confirm = useCallback<Notify['confirm']>(
    ({ title = messages.common.deleteTitle, text }) =>
      new Promise((resolve) => setDialog({ kind: 'confirm', title, text, icon: 'question', resolve })),
    [],
  )
  const toast = useCallback<Notify['toast']>((text, opts = {}) => {
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
  }, [])
  const value = useMemo(() => ({ alert, confirm, toast }), [alert, confirm, toast])
  return (
    <NotifyContext.Provider value={value}>
      {toastStyles}
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: toastContainerClass }}
      >
        {children}
      </SnackbarProvider>
      <Dialog
        open={!!dialog}
        onClose={() => close(false)}
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
                  <Button variant="contained" color="error" onClick={() => close(true)}>
                    {messages.common.yes}
                  </Button>
                  <Button variant="outlined" onClick={() => close(false)} autoFocus>
                    {messages.common.no}
                  </Button>
                </>
              ) : (
                <Button variant="contained" onClick={() => close(true)} autoFocus>
                  OK
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </NotifyContext.Provider>
  )
}

export const useNotify = () => {
  const notify = useContext(NotifyContext)
  if (!notify) throw new Error('useNotify needs NotifyProvider')
  return notify
}

/** Shows a failed fetch as the spec's 'Error!' popup: the server's message, else the client's, else the fallback. */
export const useErrorAlert = (error: unknown, fallback: string) => {
  const notify = useNotify()
  useEffect(() => {
    if (error) void notify.alert({ title: messages.common.errorTitle, text: errorText(error, fallback) })
  }, [error, notify, fallback])
}

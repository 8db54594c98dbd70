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
import { type FormEventHandler, type ReactNode, useId } from 'react'

type Props = {
  title: string
  onClose: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: string
  /** "Close" where submitting leaves the dialog open to show what came back. */
  cancelLabel?: string
  submitting?: boolean
  maxWidth?: 'xs' | 'sm' | 'md'
  /** The form's fields, laid out on a 12-column grid. */
  children: ReactNode
}

/** A form in a dialog: a title, fields on a grid, Cancel and the submit button; full screen on a phone. */
export const FormDialog = ({
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = 'Cancel',
  submitting,
  maxWidth = 'sm',
  children,
}: Props) => {
  const titleId = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {children}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

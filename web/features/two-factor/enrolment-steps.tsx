import { zodResolver } from '@hookform/resolvers/zod'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useForm } from 'react-hook-form'
import { ConfirmEnrolmentInput, type EnrolmentStart } from '../../../shared/two-factor'
import { FormText } from '../../components/form-fields'
import { useFormSave } from '../../lib/use-form-save'
import { QrCode } from './qr-code'

/** The secret as apps ask for it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up an authenticator: its QR code, the same secret as text (for an app on this device), and
 * the first code, which turns the second factor on.
 */
export const EnrolmentSteps = ({
  start,
  onConfirm,
}: {
  start: EnrolmentStart
  onConfirm: (input: { code: string }) => Promise<void>
}) => {
  const form = useForm({
    resolver: zodResolver(ConfirmEnrolmentInput),
    defaultValues: { code: '' },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: (values) => onConfirm(values as { code: string }),
    failed: 'Failed to turn on two-factor sign-in',
  })
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>
        1. In an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an account
        by scanning this code.
      </Typography>
      <Box sx={{ alignSelf: 'center', p: 1, bgcolor: '#fff', borderRadius: 1 }}>
        <QrCode text={start.uri} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Cannot scan? Type this key into the app instead:
      </Typography>
      <Typography
        data-testid="two-factor-secret"
        data-secret={start.secret}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: 1, wordBreak: 'break-word' }}
      >
        {grouped(start.secret)}
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <FormText
        control={control}
        name="code"
        label="Code from the app"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
        Turn on two-factor sign-in
      </Button>
    </Stack>
  )
}

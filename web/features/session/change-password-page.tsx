import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { ChangePasswordInput } from '../../../shared/users'
import { FormText } from '../../components/form-fields'
import { Page } from '../../components/page'
import { ApiError } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from './session'
import { useChangePassword } from './session.api'

const ChangePasswordPage = () => {
  const change = useChangePassword()
  const { replaceToken } = useSession()
  const notify = useNotify()
  const navigate = useNavigate()
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      try {
        const { token } = await change.mutateAsync(values)
        await replaceToken(token)
      } catch (err) {
        // The spec's words for a wrong current password, under that field.
        if (err instanceof ApiError && err.status === 400 && err.errors.currentPassword)
          throw new ApiError(err.status, err.title, messages.session.currentPasswordIncorrect, {
            currentPassword: [messages.session.currentPasswordIncorrect],
          })
        throw err
      }
      notify.toast(messages.session.passwordUpdated)
      navigate('/dashboard', { replace: true })
    },
    failed: 'Failed to change the password',
  })
  return (
    <Page title="Change Password">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
        <FormText
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormText
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText="8 to 128 characters; a passphrase is best"
        />
        <FormText
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Update password
          </Button>
        </Stack>
      </Stack>
    </Page>
  )
}

export default ChangePasswordPage

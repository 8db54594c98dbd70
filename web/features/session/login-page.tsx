import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Link, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { Link as RouterLink } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { LoginInput } from '../../../shared/users'
import { AuthCard } from '../../components/auth-card'
import { FormText } from '../../components/form-fields'
import { ApiError } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useSession } from './session'
import { useRegistrationState } from './session.api'

const LoginPage = () => {
  const { logIn } = useSession()
  const notify = useNotify()
  const registration = useRegistrationState()
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  })
  const submit = handleSubmit(async (values) => {
    try {
      await logIn(values)
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        await notify.alert({
          title: messages.session.unauthorizedTitle,
          text: messages.session.invalidCredentials,
        })
      } else {
        await notify.alert({
          title: messages.session.errorTitle,
          text: err instanceof Error ? err.message : String(err),
        })
      }
    }
  })
  return (
    <AuthCard title="Sign in to Kuruma" subtitle="Enter your e-mail and password">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormText
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormText
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Sign in
        </Button>
        {registration.data?.open && (
          <Link component={RouterLink} to="/register" textAlign="center">
            First time here? Create the owner account
          </Link>
        )}
      </Stack>
    </AuthCard>
  )
}

export default LoginPage

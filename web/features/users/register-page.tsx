import { Alert, Button, LinearProgress, Stack } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { AuthCard } from '../../components/auth-card'
import { useRegisterOwner, useRegistrationState, useSession } from '../session'
import { UserForm } from './user-form'

/** /register: the first-run owner sign-up while no user exists; afterwards it says who creates accounts. */
const RegisterPage = () => {
  const registration = useRegistrationState()
  const register = useRegisterOwner()
  const { logIn } = useSession()
  const qc = useQueryClient()
  if (registration.isPending) return <LinearProgress />
  if (!registration.data?.open) {
    return (
      <AuthCard title="Accounts">
        <Stack spacing={2}>
          <Alert severity="info">Accounts are created by an administrator. Ask yours for a sign-in.</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Go to sign in
          </Button>
        </Stack>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Create the owner account"
      subtitle="The first account runs the business: it is the SuperAdmin and adds everyone else."
    >
      <UserForm
        withRole={false}
        submitLabel="Create account"
        failed={messages.users.registerFailed}
        onSubmit={async (values) => {
          await register.mutateAsync(values)
          await qc.invalidateQueries({ queryKey: ['session', 'registration'] })
          await logIn({ email: values.email, password: values.password })
        }}
      />
    </AuthCard>
  )
}

export default RegisterPage

import PhonelinkLock from '@mui/icons-material/PhonelinkLock'
import { Alert, AlertTitle, Button } from '@mui/material'
import { Link } from 'react-router-dom'
import { recommendedTwoFactorRoles } from '../../../shared/two-factor'
import { useTwoFactorRoles } from '../two-factor'

/** For the owners, while no role must use a second factor: an invitation to require one in Settings. */
export const TwoFactorInvite = ({ owner }: { owner: boolean }) => {
  const policy = useTwoFactorRoles(owner)
  if (!owner || !policy.data || policy.data.roles.length > 0) return null
  return (
    <Alert
      severity="info"
      icon={<PhonelinkLock />}
      action={
        <Button component={Link} to="/settings" color="inherit" size="small">
          Open Settings
        </Button>
      }
    >
      <AlertTitle>Protect the money with two-factor sign-in</AlertTitle>
      Today a password alone opens every account. Require a code from an authenticator app for{' '}
      {recommendedTwoFactorRoles.join(', ')} in Settings.
    </Alert>
  )
}

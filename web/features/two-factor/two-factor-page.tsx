import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { formatDateTime } from '../../../shared/dates'
import { twoFactorMessages } from '../../../shared/two-factor'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { EnrolmentSteps } from './enrolment-steps'
import { RecoveryCodesPanel } from './recovery-codes'
import { useConfirmEnrolment, useStartEnrolment, useTwoFactorStatus } from './two-factor.api'

/** /two-factor, from the profile menu: whether the second factor is on, and turning it on. */
const TwoFactorPage = () => {
  const { profile } = useSession()
  const status = useTwoFactorStatus()
  const start = useStartEnrolment()
  const confirm = useConfirmEnrolment()
  const notify = useNotify()
  const navigate = useNavigate()
  const [codes, setCodes] = useState<string[]>()
  useErrorAlert(status.error, 'Failed to fetch two-factor sign-in')

  const body = () => {
    if (codes)
      return <RecoveryCodesPanel codes={codes} doneLabel="Done" onDone={() => navigate('/dashboard')} />
    if (!status.data) return <CircularProgress />
    if (status.data.enrolled)
      return (
        <Stack spacing={2}>
          <Alert severity="success">
            {twoFactorMessages.enrolled}
            {status.data.confirmedAt &&
              ` since ${formatDateTime(status.data.confirmedAt, profile?.businessTimeZone ?? 'Asia/Tokyo')}`}
            . {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </Alert>
          <Typography color="text.secondary">
            Lost your phone? An owner (SuperAdmin or MainAdmin) can reset your two-factor sign-in from the
            users list; you then set it up again.
          </Typography>
        </Stack>
      )
    if (start.data)
      return (
        <EnrolmentSteps
          start={start.data}
          onConfirm={async (input) => setCodes((await confirm.mutateAsync(input)).recoveryCodes)}
        />
      )
    return (
      <Stack spacing={2} alignItems="flex-start">
        {status.data.required && (
          <Alert severity="warning">Your role must sign in with a second factor: set it up now.</Alert>
        )}
        <Typography>
          With two-factor sign-in, signing in asks for your password and a code from an authenticator app on
          your phone, so a stolen password alone does not open your account.
        </Typography>
        <Button
          variant="contained"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onError: (err) =>
                void notify.alert({
                  title: 'Error!',
                  text: errorText(err, 'Failed to start two-factor sign-in'),
                }),
            })
          }
        >
          Set up two-factor sign-in
        </Button>
      </Stack>
    )
  }
  return (
    <Page title={twoFactorMessages.title}>
      <Stack sx={{ maxWidth: 560 }}>{body()}</Stack>
    </Page>
  )
}

export default TwoFactorPage

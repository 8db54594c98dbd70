import { zodResolver } from '@hookform/resolvers/zod'
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Navigate, Link as RouterLink } from 'react-router-dom'
import {
  type LoginChallenge,
  SecondStepInput,
  type SecondStepResult,
  twoFactorMessages,
} from '../../../shared/two-factor'
import { AuthCard } from '../../components/auth-card'
import { FormText } from '../../components/form-fields'
import { ApiError, errorText } from '../../lib/api'
import { applyServerErrors } from '../../lib/form-errors'
import { useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { EnrolmentSteps } from './enrolment-steps'
import { RecoveryCodesPanel } from './recovery-codes'
import { useStartSignInEnrolment, useVerifySignIn } from './two-factor.api'

/** A failure the form cannot show under a field: the sign-in has ended (back to the password), or else. */
const useFailure = () => {
  const notify = useNotify()
  const [ended, setEnded] = useState(false)
  const fail = useCallback(
    async (err: unknown) => {
      if (err instanceof ApiError && err.status === 401 && !Object.keys(err.errors).length) {
        await notify.alert({ title: 'Unauthorized!', text: twoFactorMessages.challengeEnded })
        setEnded(true)
      } else if (!(err instanceof ApiError && Object.keys(err.errors).length))
        await notify.alert({ title: 'Error', text: errorText(err, 'Sign-in failed') })
    },
    [notify],
  )
  return { ended, fail }
}

/** The code from the authenticator, or a recovery code instead. */
const CodeForm = ({
  pending,
  onDone,
}: {
  pending: LoginChallenge
  onDone: (r: SecondStepResult) => void
}) => {
  const verify = useVerifySignIn(pending.challenge)
  const { ended, fail } = useFailure()
  const [recovery, setRecovery] = useState(false)
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(SecondStepInput),
    defaultValues: {},
  })
  const submit = handleSubmit(async (values) => {
    try {
      onDone(await verify.mutateAsync(values))
    } catch (err) {
      applyServerErrors(err, setError)
      await fail(err)
    }
  })
  if (ended) return <Navigate to="/login" replace />
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {recovery ? (
        <FormText
          key="recoveryCode"
          control={control}
          name="recoveryCode"
          label="Recovery code"
          autoComplete="off"
          autoFocus
        />
      ) : (
        <FormText
          key="code"
          control={control}
          name="code"
          label="6-digit code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Verify
      </Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          reset({})
          setRecovery(!recovery)
        }}
      >
        {recovery ? 'Use the code from the app' : 'Use a recovery code'}
      </Link>
    </Stack>
  )
}

/** A sign-in whose role must use a second factor and has none yet: set one up, then in. */
const EnrolAtSignIn = ({
  pending,
  onDone,
}: {
  pending: LoginChallenge
  onDone: (r: SecondStepResult) => void
}) => {
  const start = useStartSignInEnrolment(pending.challenge)
  const verify = useVerifySignIn(pending.challenge)
  const { ended, fail } = useFailure()
  const { mutate } = start
  // Once per screen, even where React runs effects twice: a second secret would replace the one shown.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate(undefined, { onError: (err) => void fail(err) })
  }, [mutate, fail])
  if (ended) return <Navigate to="/login" replace />
  if (!start.data) return <CircularProgress sx={{ alignSelf: 'center' }} />
  return (
    <EnrolmentSteps
      start={start.data}
      onConfirm={async (input) => {
        try {
          onDone(await verify.mutateAsync(input))
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 401 && !Object.keys(err.errors).length)) throw err
          await fail(err)
        }
      }}
    />
  )
}

/** /login/verify: the second step of a sign-in, its own screen after the password's. */
const VerifyPage = () => {
  const { pending, completeSignIn } = useSession()
  const [codes, setCodes] = useState<SecondStepResult>()
  // Opened without a sign-in under way: back to the password. Once signed in, the pending sign-in is
  // gone while the app moves to the dashboard; nothing must send it elsewhere meanwhile.
  const [opened] = useState(() => pending !== undefined)
  if (!opened) return <Navigate to="/login" replace />
  const done = (result: SecondStepResult) =>
    result.recoveryCodes ? setCodes(result) : void completeSignIn(result)
  if (codes?.recoveryCodes)
    return (
      <AuthCard title={twoFactorMessages.title}>
        <RecoveryCodesPanel
          codes={codes.recoveryCodes}
          doneLabel="Continue"
          onDone={() => void completeSignIn(codes)}
        />
      </AuthCard>
    )
  if (!pending) return null
  const enrol = pending.secondFactor === 'enrol'
  return (
    <AuthCard
      title={twoFactorMessages.title}
      subtitle={
        enrol
          ? 'Your role signs in with a second factor. Set up an authenticator app to continue.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      {enrol ? (
        <EnrolAtSignIn pending={pending} onDone={done} />
      ) : (
        <CodeForm pending={pending} onDone={done} />
      )}
      <Typography textAlign="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login" replace>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  )
}

export default VerifyPage

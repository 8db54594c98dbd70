import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ConfirmEnrolmentInput,
  EnrolmentStart,
  RecoveryCodes,
  SecondStepInput,
  SecondStepResult,
  TwoFactorStatus,
} from '../../../shared/two-factor'
import { api } from '../../lib/api'

export const twoFactorKeys = { status: ['two-factor', 'status'] as const }

/** The second step of a sign-in, with its challenge as the bearer token. */
export const useVerifySignIn = (challenge: string) =>
  useMutation({
    mutationFn: (input: SecondStepInput) =>
      api.send<SecondStepResult>('POST', 'Auth/login/verify', input, { auth: false, bearer: challenge }),
  })

/** A new authenticator for a sign-in that must enrol first. */
export const useStartSignInEnrolment = (challenge: string) =>
  useMutation({
    mutationFn: () =>
      api.send<EnrolmentStart>('POST', 'Auth/login/enrol', undefined, { auth: false, bearer: challenge }),
  })

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKeys.status, queryFn: () => api.get<TwoFactorStatus>('Auth/two-factor') })

export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.send<EnrolmentStart>('POST', 'Auth/two-factor/setup') })

export const useConfirmEnrolment = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ConfirmEnrolmentInput) =>
      api.send<RecoveryCodes>('POST', 'Auth/two-factor/confirm', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorKeys.status }),
  })
}

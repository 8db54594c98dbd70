import { useMutation, useQuery } from '@tanstack/react-query'
import type { LoginChallenge } from '../../../shared/two-factor'
import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  RegisterInput,
  UserInfo,
} from '../../../shared/users'
import { api } from '../../lib/api'

export const sessionKeys = {
  profile: (userId: number) => ['session', 'profile', userId] as const,
  registration: ['session', 'registration'] as const,
}

export const fetchProfile = async (userId: number) => {
  const [profile] = await api.get<UserInfo[]>('Users/userinfo', { id: userId })
  return profile
}

/** `{token, userId}`, or a challenge when the user owes a second factor. */
export const logInRequest = (input: LoginInput) =>
  api.send<LoginResult | LoginChallenge>('POST', 'Auth/login', input, { auth: false })

export const logOutRequest = () => api.send('POST', 'Auth/logout').catch(() => undefined)

export const useRegistrationState = () =>
  useQuery({
    queryKey: sessionKeys.registration,
    queryFn: () => api.get<{ open: boolean }>('Auth/registration'),
    staleTime: 0,
  })

/** First-run owner sign-up (no token is sent: nobody is signed in yet). */
export const useRegisterOwner = () =>
  useMutation({
    mutationFn: (input: RegisterInput) =>
      api.send<{ userId: number }>('POST', 'Auth/register', input, { auth: false }),
  })

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.send<{ message: string; token: string }>('POST', 'Auth/changepass', input),
  })

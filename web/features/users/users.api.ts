import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput, ResetPasswordResult, UpdateUserInput, UserRow } from '../../../shared/users'
import { api } from '../../lib/api'

export type UserListQuery = { page: number; pageSize: number; sort?: string; q?: string }

export const userKeys = {
  all: ['users'] as const,
  list: (q: UserListQuery) => ['users', 'list', q] as const,
}

export const useUsers = (query: UserListQuery) =>
  useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => api.list<UserRow>('users', query),
    placeholderData: keepPreviousData,
  })

export const useAddUser = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: RegisterInput) => api.send<{ userId: number }>('POST', 'Auth/register', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  })
}

export const useDeleteUser = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => api.send('POST', 'users/delete', { UserId: userId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** An owner's reset of a user's lost authenticator (the user is e-mailed). */
export const useResetTwoFactor = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) =>
      api.send<{ message: string }>('POST', 'users/reset-two-factor', { UserId: userId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** PUT users/update/{id}: an owner changes a user's role and country. */
export const useUpdateUser = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, ...input }: UpdateUserInput & { userId: number }) =>
      api.send<{ message: string }>('PUT', `users/update/${userId}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** Deactivates (signs out everywhere, refuses sign-ins) or reactivates a user. */
export const useSetUserActive = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      api.send<{ message: string }>('POST', active ? 'users/reactivate' : 'users/deactivate', {
        UserId: userId,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** The server makes the new password and answers it once, for the owner to hand over. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (userId: number) =>
      api.send<ResetPasswordResult>('POST', 'users/reset-password', { UserId: userId }),
  })

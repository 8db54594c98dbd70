import { z } from 'zod'
import { roles } from './roles'

/** Passwords: 8 to 128 characters, no composition rules (OWASP ASVS 6.2); common ones refused on the server. */
export const Password = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')

export const Email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'E-mail is required', abort: true })
  .pipe(z.email('Enter a valid e-mail address').max(254))

export const LoginInput = z.object({
  email: Email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
})
export type LoginInput = z.infer<typeof LoginInput>

export const LoginResult = z.object({ token: z.string(), userId: z.number().int() })
export type LoginResult = z.infer<typeof LoginResult>

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is too long`)

export const RegisterInput = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: Email,
    countryId: z.coerce.number({ error: 'Country is required' }).int().positive('Country is required'),
    role: z.enum(roles, { error: 'Choose a role' }).optional(),
    password: Password,
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type RegisterInput = z.infer<typeof RegisterInput>

export const ChangePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: Password,
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>

export const DeleteUserInput = z.object({
  userId: z.coerce.number({ error: 'UserId is required' }).int().positive(),
})

/** The user an owner deactivates, reactivates or gives a new password: only their id. */
export const UserIdInput = DeleteUserInput

/** What an owner changes of a user: the role and the country (names and e-mail stay the user's). */
export const UpdateUserInput = z.object({
  role: z.enum(roles, { error: 'Choose a role' }),
  countryId: z.coerce.number({ error: 'Country is required' }).int().positive('Country is required'),
})
export type UpdateUserInput = z.infer<typeof UpdateUserInput>

/** A password reset's answer: the new password, shown once to the owner to hand over. */
export const ResetPasswordResult = z.object({ message: z.string(), password: z.string() })
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>

const UserFields = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userRole: z.enum(roles),
  countryId: z.number().int(),
  countryName: z.string(),
  currency: z.string(),
  /** Signs in with a second factor (an authenticator is enrolled). */
  twoFactor: z.boolean(),
})

/** A user as lists show them; an inactive one is listed but cannot sign in. */
export const UserRow = UserFields.extend({ active: z.boolean() })
export type UserRow = z.infer<typeof UserRow>

/** The signed-in profile (Users/userinfo), with the business's time zone, which decides "today" in the browser too. */
export const UserInfo = UserFields.extend({ businessTimeZone: z.string() })
export type UserInfo = z.infer<typeof UserInfo>

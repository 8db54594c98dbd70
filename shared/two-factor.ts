import { z } from 'zod'
import { type Role, roles } from './roles'

/** The roles the business is advised to make sign in with a second factor (they hold the money). */
export const recommendedTwoFactorRoles: readonly Role[] = ['SuperAdmin', 'MainAdmin', 'Accounts']

/** Which step a password sign-in left owed: a code from the user's authenticator, or enrolling one first. */
export const secondFactorSteps = ['verify', 'enrol'] as const
export type SecondFactorStep = (typeof secondFactorSteps)[number]

/**
 * The password step's answer for a user who owes a second factor, in place of `{token, userId}`: a
 * short-lived challenge, sent as the bearer token of the second step's routes and of nothing else.
 */
export const LoginChallenge = z.object({
  challenge: z.string(),
  secondFactor: z.enum(secondFactorSteps),
  expiresAt: z.string(),
})
export type LoginChallenge = z.infer<typeof LoginChallenge>

/** Six digits from the authenticator; spaces (as apps show them, "123 456") are ignored. */
export const TotpCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
  z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
)

export const SecondStepInput = z
  .object({
    code: TotpCode.optional(),
    recoveryCode: z
      .string()
      .trim()
      .min(1, 'Enter a recovery code')
      .max(64, 'Enter a recovery code')
      .optional(),
  })
  .refine((v) => v.code !== undefined || v.recoveryCode !== undefined, {
    path: ['code'],
    message: 'Enter the 6-digit code',
  })
export type SecondStepInput = z.input<typeof SecondStepInput>

export const SecondStepResult = z.object({
  token: z.string(),
  userId: z.number().int(),
  /** Only when the sign-in enrolled the authenticator: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
})
export type SecondStepResult = z.infer<typeof SecondStepResult>

/** A new authenticator's secret, as text and as the otpauth:// address its QR code carries. */
export const EnrolmentStart = z.object({ secret: z.string(), uri: z.string() })
export type EnrolmentStart = z.infer<typeof EnrolmentStart>

export const ConfirmEnrolmentInput = z.object({ code: TotpCode })
export type ConfirmEnrolmentInput = z.input<typeof ConfirmEnrolmentInput>

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodes>

export const TwoFactorStatus = z.object({
  enrolled: z.boolean(),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The user's role must use a second factor (Settings). */
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>

export const TwoFactorRoles = z.object({
  roles: z.array(z.enum(roles, { error: 'Choose among the roles' })).max(roles.length),
})
export type TwoFactorRoles = z.infer<typeof TwoFactorRoles>

export const ResetTwoFactorInput = z.object({
  userId: z.coerce.number({ error: 'UserId is required' }).int().positive(),
})

export const twoFactorMessages = {
  title: 'Two-factor sign-in',
  wrongCode: 'That code is not right. Try the newest code from your app.',
  wrongRecoveryCode: 'That recovery code is not right, or was used already.',
  challengeEnded: 'Your sign-in has expired. Please sign in again.',
  enrolled: 'Two-factor sign-in is on',
  alreadyEnrolled: 'Two-factor sign-in is already on for this account',
  notEnrolled: 'This user has no two-factor sign-in to reset',
  resetConfirm:
    'Reset this user’s two-factor sign-in? They will sign in with their password and enrol again.',
  reset: 'Two-factor sign-in reset; the user has been e-mailed',
  resetFailed: 'Failed to reset two-factor sign-in',
  rolesSaved: 'Two-factor sign-in settings saved',
} as const

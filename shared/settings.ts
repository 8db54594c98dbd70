import { z } from 'zod'
import { formBoolean, optionalEmail, optionalText, requiredText } from './fields'

/** The business's own details, printed as the letterhead of every PDF (the logo travels beside them). */
export const SettingsInput = z.object({
  name: requiredText('Business name', 160),
  address: optionalText(500),
  phone: optionalText(60),
  email: optionalEmail,
  bankDetails: optionalText(1000),
  /** Removes the stored logo (a new logo file replaces it anyway). */
  removeLogo: formBoolean.optional(),
})
export type SettingsInput = z.input<typeof SettingsInput>

export const Settings = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bankDetails: z.string().nullable(),
  /** The logo as a data: URL (small, re-encoded on upload), or null. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type Settings = z.infer<typeof Settings>

export const settingsMessages = {
  saved: 'Settings Updated Successfully',
  fetchFailed: 'Failed to fetch settings',
  saveFailed: 'Failed to update settings',
} as const

import { z } from 'zod'
import { loadedVersion, optionalText, requiredChoice, requiredText } from './fields'

export const categoryStatuses = ['active', 'inactive'] as const
export type CategoryStatus = (typeof categoryStatuses)[number]

export const CategoryStatus = requiredChoice('Status', categoryStatuses, 'Status must be active or inactive')

export const CategoryInput = z.object({
  version: loadedVersion,
  name: requiredText('Category name', 80),
  description: optionalText(500),
  status: CategoryStatus.default('active'),
})
export type CategoryInput = z.infer<typeof CategoryInput>

export const Category = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: CategoryStatus,
  imageUrl: z.string().nullable(),
})
export type Category = z.infer<typeof Category>

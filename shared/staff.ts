import { z } from 'zod'
import {
  currencyCode,
  formBoolean,
  id,
  isoDate,
  loadedVersion,
  money,
  optionalId,
  optionalText,
  phoneField,
  requiredChoice,
  requiredText,
} from './fields'
import { ListQuery } from './list-query'

/** How a staff member's salary is expressed (domain.md); the hourly rate follows from it. */
export const salaryTypes = ['Monthly', 'Daily', 'Hourly'] as const
export type SalaryType = (typeof salaryTypes)[number]

export const SalaryTypeOption = z.object({ id: z.enum(salaryTypes), name: z.string() })
export type SalaryTypeOption = z.infer<typeof SalaryTypeOption>

const hoursPerDay = z
  .union([z.string(), z.number()], { error: 'Hours per day is required' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'Hours per day is required', abort: true })
  .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), {
    message: 'Hours per day is a number such as 8 or 7.5',
    abort: true,
  })
  .refine((v) => Number(v) > 0 && Number(v) <= 24, 'Hours per day is more than 0 and at most 24')

/** A staff member's fields (POST Staff/addedit: no id, or Id=0, adds; an id beside them updates). */
export const StaffInput = z.object({
  version: loadedVersion,
  name: requiredText('Name'),
  nationalId: optionalText(40),
  phone: phoneField,
  joiningDate: isoDate('Joining date'),
  countryId: id('Country'),
  /** Defaults to the country's currency. */
  currency: z
    .union([z.literal(''), z.null(), currencyCode])
    .optional()
    .transform((v) => v || null),
  salary: money('Salary').refine((v) => /[1-9]/.test(v), 'Salary must be more than 0'),
  salaryType: requiredChoice('Salary type', salaryTypes, 'Choose Monthly, Daily or Hourly'),
  hoursPerDay,
  userId: optionalId,
  active: formBoolean.default(true),
})
export type StaffInput = z.infer<typeof StaffInput>

export const Staff = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  nationalId: z.string().nullable(),
  phone: z.string().nullable(),
  joiningDate: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  currency: z.string(),
  salary: z.string(),
  salaryType: z.enum(salaryTypes),
  hoursPerDay: z.string(),
  userId: z.number().int().nullable(),
  active: z.boolean(),
})
export type Staff = z.infer<typeof Staff>

/** GET Staff: the list contract, plus Id (one member, as a one-element array) and an active filter. */
export const StaffQuery = ListQuery.extend({
  id: z.coerce.number().int().positive().optional(),
  active: formBoolean.optional(),
})
export type StaffQuery = z.infer<typeof StaffQuery>

export const DeleteStaffInput = z.object({ id: id('Staff') })

/** What deleting says: erased, or kept as inactive because of attendance or salary history. */
export const DeleteStaffResult = z.object({ message: z.string(), deactivated: z.boolean() })
export type DeleteStaffResult = z.infer<typeof DeleteStaffResult>
export const staffDeactivatedMessage =
  'Staff Deactivated: they have attendance or salary history, so they are kept as inactive'

export const SavedStaff = z.object({ id: z.number().int(), message: z.string() })

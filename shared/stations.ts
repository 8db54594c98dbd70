import { z } from 'zod'
import { id, loadedVersion, optionalEmail, optionalText, phoneField, requiredText } from './fields'

export const StationInput = z.object({
  version: loadedVersion,
  name: requiredText('Station name', 120),
  city: requiredText('City', 120),
  countryId: id('Country'),
  phone: phoneField,
  whatsapp: phoneField,
  email: optionalEmail,
  address: optionalText(500),
})
export type StationInput = z.infer<typeof StationInput>

export const StockValue = z.object({ currency: z.string(), amount: z.string() })

export const Station = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  currency: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  vehicleCount: z.number().int(),
  stockValue: z.array(StockValue),
})
export type Station = z.infer<typeof Station>

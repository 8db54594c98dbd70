import { z } from 'zod'
import {
  blankToUndefined,
  currencyCode,
  id,
  loadedVersion,
  money,
  optionalEmail,
  optionalText,
  phoneField,
  requiredChoice,
  requiredText,
} from './fields'
import { ListQuery } from './list-query'

/** Whom the business buys from (domain.md "Vendor"). */
export const vendorTypes = ['auction', 'dealer', 'showroom', 'individual'] as const
export type VendorType = (typeof vendorTypes)[number]

export const vendorTypeLabels: Record<VendorType, string> = {
  auction: 'Auction house',
  dealer: 'Dealer',
  showroom: 'Showroom',
  individual: 'Individual',
}

/** The fields of POST vendor/addedit and PUT vendor/UpdateVendor/{id}; the two files come beside them. */
export const VendorInput = z.object({
  version: loadedVersion,
  name: requiredText('Vendor name', 120),
  type: z
    .string({ error: 'Type is required' })
    .trim()
    .toLowerCase()
    .pipe(requiredChoice('Type', vendorTypes, 'Choose auction, dealer, showroom or individual')),
  registrationNo: optionalText(60),
  countryId: id('Country'),
  /** Pre-filled from the country in the form; the country's currency when left empty. */
  currency: z
    .union([z.literal(''), z.null(), currencyCode])
    .optional()
    .transform((v) => v || null),
  phone: phoneField,
  email: optionalEmail,
  address: optionalText(500),
  city: optionalText(120),
  /** Money paid to the vendor in advance, in the vendor's currency; 0 when left empty. */
  advance: z.preprocess(blankToUndefined, money('Advance').optional()).transform((v) => v ?? '0'),
  notes: optionalText(2000),
})
export type VendorInput = z.infer<typeof VendorInput>

export const VendorQuery = ListQuery.extend({
  id: z.coerce.number().int().positive().optional(),
  countryId: z.coerce.number().int().positive().optional(),
  type: z.enum(vendorTypes).optional(),
})
export type VendorQuery = z.infer<typeof VendorQuery>

export const Vendor = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  type: z.enum(vendorTypes),
  registrationNo: z.string().nullable(),
  countryId: z.number().int(),
  countryName: z.string(),
  countryFlag: z.string(),
  currency: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** A decimal string ("1250000.00") in `currency`. */
  advance: z.string(),
  notes: z.string().nullable(),
  imageUrl: z.string().nullable(),
  idCardUrl: z.string().nullable(),
  /** The ID card's content type: an image, or application/pdf. */
  idCardMime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Vendor = z.infer<typeof Vendor>

export const SavedVendor = z.object({ id: z.number().int(), message: z.string() })
export const DeleteVendorInput = z.object({ id: id('Vendor') })

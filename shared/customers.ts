import { z } from 'zod'
import { todayIn } from './dates'
import {
  currencyCode,
  id,
  isoDate,
  loadedVersion,
  money,
  optionalEmail,
  optionalId,
  optionalText,
  phoneField,
  requiredText,
} from './fields'

export const shippingModes = ['RoRo', 'Container'] as const
export type ShippingMode = (typeof shippingModes)[number]
export const tradeTerms = ['FOB', 'CIF', 'C&F'] as const
export type TradeTerm = (typeof tradeTerms)[number]

/** One of a fixed list, or nothing; an empty form field ('') is nothing. */
const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || values.includes(v), `${label} must be one of ${values.join(', ')}`)
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null))

const birthDate = isoDate('Date of birth')
const optionalBirthDate = z
  .string()
  .trim()
  .refine((v) => v === '' || birthDate.safeParse(v).success, {
    message: 'Date of birth must be a real date, YYYY-MM-DD',
    abort: true,
  })
  .refine((v) => v === '' || (v >= '1900-01-01' && v <= todayIn('UTC')), 'Date of birth must be in the past')
  .nullish()
  .transform((v) => v || null)

/** The advance a customer has paid us; an empty field is 0. */
const deposit = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? '0' : v))
  .pipe(money('Security deposit'))

/** What the customer form sends (files travel beside it). Customers never sign in: no password. */
export const CustomerInput = z.object({
  version: loadedVersion,
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  email: optionalEmail,
  whatsapp: phoneField,
  phone: phoneField,
  dateOfBirth: optionalBirthDate,
  businessName: optionalText(160),
  businessType: optionalText(80),
  countryId: id('Country'),
  businessCountryId: optionalId,
  currency: currencyCode,
  destinationPort: optionalText(120),
  shippingMode: optionalChoice('Shipping mode', shippingModes),
  tradeTerm: optionalChoice('Trade term', tradeTerms),
  address: optionalText(500),
  city: optionalText(120),
  province: optionalText(120),
  postCode: optionalText(20),
  securityDeposit: deposit,
})
export type CustomerInput = z.infer<typeof CustomerInput>

export const customerFiles = ['photo', 'idCardFront', 'idCardBack', 'businessCard'] as const
export type CustomerFile = (typeof customerFiles)[number]

export const Customer = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  businessName: z.string().nullable(),
  businessType: z.string().nullable(),
  countryId: z.number().int(),
  countryName: z.string(),
  countryFlag: z.string(),
  businessCountryId: z.number().int().nullable(),
  businessCountryName: z.string().nullable(),
  currency: z.string(),
  destinationPort: z.string().nullable(),
  shippingMode: z.string().nullable(),
  tradeTerm: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postCode: z.string().nullable(),
  securityDeposit: z.string(),
  photoUrl: z.string().nullable(),
  idCardFrontUrl: z.string().nullable(),
  idCardBackUrl: z.string().nullable(),
  businessCardUrl: z.string().nullable(),
  createdAt: z.string(),
})
export type Customer = z.infer<typeof Customer>

export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`

import { z } from 'zod'
import { amountProblem, parseMoney } from './money'

/** Field helpers shared by every form and route. Empty form fields ('') become null. */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null)

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address')
  .nullish()
  .transform((v) => v || null)

export const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`)

export const optionalId = z
  .union([z.literal(''), z.null(), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null))

/** A date as YYYY-MM-DD, checked to be a real calendar date. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { message: `${label} is required`, abort: true })
    // No abort on the format: inside a union (an optional date) zod reports only a branch that did not abort.
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be YYYY-MM-DD`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} is not a real date`,
    )
    .refine((v) => v >= '1900-01-01' && v <= '2999-12-31', `${label} must be between 1900 and 2999`)

/**
 * Money as decimal text: typed with or without thousands separators ("1,250.50"), at most 2 decimals and
 * 16 digits before the point (numeric(18,2)); a misplaced comma, a sign or an exponent is refused with a
 * message naming the field (`amountProblem`). A currency's own decimals are checked where the currency
 * is known.
 */
/**
 * A number typed as amounts are (digits, commas grouping thousands, a point) that is not money: a rate,
 * a quantity. Misplaced commas are refused as for amounts; the result is plain decimal text.
 */
export const numberText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: `${label} is required`, abort: true })
      else if (/^-/.test(v) && parseMoney(v.slice(1)) !== null)
        ctx.addIssue({ code: 'custom', message: `${label} cannot be negative`, abort: true })
      else if (parseMoney(v) === null)
        ctx.addIssue({ code: 'custom', message: `${label} must be a number such as 1,250.50`, abort: true })
    })
    .transform((v) => v.replace(/,/g, ''))

export const money = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      const problem = amountProblem(label, v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true })
    })
    .transform((v) => v.replace(/,/g, ''))

export const currencyCode = z
  .string({ error: 'Currency is required' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'Currency is required', abort: true })
  .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code')

/** Phone numbers are stored in international form: +<dial code><number>, digits only. */
export const toInternationalPhone = (raw: string | null | undefined, dialCode: string) => {
  if (!raw) return null
  const digits = raw.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\D/g, '')}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  return `${dialCode}${digits.replace(/^0+/, '')}`
}

export const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((v) => v === '' || /^[+\d][\d\s().-]{4,}$/.test(v), 'Enter a phone number')
  .nullish()
  .transform((v) => v || null)

/** A whole number field that may be left empty ('' → null). */
export const optionalInt = (label: string, min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), z.coerce.number({ error: `${label} must be a number` })])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null))
    .refine(
      (v) => v === null || (Number.isInteger(v) && v >= min && v <= max),
      `${label} must be a whole number from ${min} to ${max}`,
    )

/** One of a fixed list, or empty ('' → null). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.null(), z.enum(values)])
    .optional()
    .transform((v) => (v ? v : null))

export const optionalIsoDate = (label: string) =>
  z
    .union([z.literal(''), z.null(), isoDate(label)])
    .optional()
    .transform((v) => v || null)

/**
 * One of a fixed list that the form requires: left empty it reads "<Label> is required", like every
 * other required field; another value reads `invalid`.
 */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  invalid: string,
) =>
  z.enum(values, {
    error: (issue) => (issue.input === '' || issue.input == null ? `${label} is required` : invalid),
  })

/**
 * The version of a record an edit form loaded, sent back with the save: the server refuses the save
 * (409) when the record has been saved by someone else since. Optional: a client that sends none
 * overwrites, as the original client did.
 */
export const loadedVersion = z
  // A version is a PostgreSQL integer: one beyond its range is no version the server ever gave.
  .union([z.literal(''), z.null(), z.coerce.number().int().positive().max(2_147_483_647)])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined))

/** '' or null from a form means "not given": for preprocessing an optional field. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * A checkbox as forms send it: true/false, or 'true'/'false'/'on'/'off'/'1'/'0'; an empty field is
 * not given (so a default applies).
 */
export const formBoolean = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])], {
      error: 'must be true or false',
    })
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1'),
)

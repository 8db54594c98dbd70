import { z } from 'zod'
import { addDays } from './dates'
import {
  id,
  isoDate,
  loadedVersion,
  optionalChoice,
  optionalInt,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields'

/** What a destination's age limit counts from. */
export const ageBases = ['first_registration', 'manufacture'] as const
export type AgeBasis = (typeof ageBases)[number]

/**
 * How a limit of N years is applied: `arrival` — the car arrives before the N-th anniversary of its
 * first day (the first of its month, or of January when only the year is known); `year_end` — it
 * arrives by 31 December of the N-th year, counting the year itself as the first (Kenya's eight-year
 * rule: first registered in 2015, arrive by 31 December 2022).
 */
export const limitModes = ['arrival', 'year_end'] as const
export type LimitMode = (typeof limitModes)[number]

/** An owner's rule for one destination country; `source` is required: a rule without one is a guess. */
export const DestinationRuleInput = z.object({
  version: loadedVersion,
  countryId: id('Country'),
  maxAgeYears: optionalInt('Maximum age', 1, 50),
  ageFrom: requiredChoice(
    'Age counted from',
    ageBases,
    'Age counted from must be first_registration or manufacture',
  ),
  appliedBy: requiredChoice('Limit applied', limitModes, 'Limit applied must be arrival or year_end'),
  steering: optionalChoice(['Right', 'Left'] as const),
  inspectionAgency: optionalText(120),
  source: requiredText('Source', 500),
  effectiveFrom: isoDate('Effective from'),
  notes: optionalText(1000),
})
export type DestinationRuleInput = z.infer<typeof DestinationRuleInput>

export const DestinationRule = z.object({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  id: z.number().int(),
  countryId: z.number().int(),
  countryName: z.string(),
  /** Null: the country sets no age limit. */
  maxAgeYears: z.number().int().nullable(),
  ageFrom: z.enum(ageBases),
  appliedBy: z.enum(limitModes),
  /** Null: either side is admitted. */
  steering: z.enum(['Right', 'Left']).nullable(),
  /** Null: no inspection is required before shipping. */
  inspectionAgency: z.string().nullable(),
  /** Where the rule is published: an address or a document's name. */
  source: z.string(),
  effectiveFrom: z.string(),
  notes: z.string().nullable(),
})
export type DestinationRule = z.infer<typeof DestinationRule>

type Limit = Pick<DestinationRule, 'maxAgeYears' | 'ageFrom' | 'appliedBy'>
type Dates = {
  year: number | null
  month: number | null
  firstRegYear: number | null
  firstRegMonth: number | null
}

export type SafeArrival =
  | { kind: 'no limit' }
  | { kind: 'unknown' }
  | { kind: 'until'; date: string; basis: AgeBasis }

/**
 * The last day a car may arrive in a destination under its age limit. A limit counted from the first
 * registration uses manufacture when the car's first registration is not recorded: a car is never
 * registered before it is made, so that date is never later than the true one.
 */
export const lastSafeArrival = (rule: Limit, car: Dates): SafeArrival => {
  if (rule.maxAgeYears === null) return { kind: 'no limit' }
  const registered = rule.ageFrom === 'first_registration' && car.firstRegYear !== null
  const year = registered ? car.firstRegYear : car.year
  const month = registered ? car.firstRegMonth : car.month
  if (year === null) return { kind: 'unknown' }
  const basis: AgeBasis = registered ? 'first_registration' : 'manufacture'
  const n = rule.maxAgeYears
  if (rule.appliedBy === 'year_end') return { kind: 'until', date: `${year + n - 1}-12-31`, basis }
  const anniversary = `${year + n}-${String(month ?? 1).padStart(2, '0')}-01`
  return { kind: 'until', date: addDays(anniversary, -1), basis }
}

type Boarding = Dates & { stockNo: string; steering: string | null }

/**
 * Why a destination's rule refuses a car arriving on `eta`, or null: it would arrive after its last
 * safe day, or its steering is not the side the country admits.
 */
export const ruleRefusal = (
  rule: Limit & Pick<DestinationRule, 'steering' | 'countryName'>,
  car: Boarding,
  eta: string,
): string | null => {
  const safe = lastSafeArrival(rule, car)
  if (safe.kind === 'until' && safe.date < eta) {
    const from = safe.basis === 'first_registration' ? 'first registration' : 'manufacture'
    return `${car.stockNo} must arrive in ${rule.countryName} by ${safe.date} (${rule.maxAgeYears} years from ${from}); the ETA is ${eta}`
  }
  if (rule.steering && car.steering && car.steering !== rule.steering)
    return `${rule.countryName} admits ${rule.steering.toLowerCase()}-hand drive only; ${car.stockNo} is ${car.steering.toLowerCase()}-hand drive`
  return null
}

import { z } from 'zod'
import {
  currencyCode,
  id,
  isoDate,
  loadedVersion,
  money,
  optionalChoice,
  optionalId,
  optionalInt,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './fields'

export const steeringSides = ['Right', 'Left'] as const
export const drives = ['2WD', '4WD', 'AWD'] as const
export const transmissions = ['Automatic', 'Manual', 'CVT'] as const
export const fuels = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG', 'CNG'] as const
export const vehicleStatuses = ['in_stock', 'sold'] as const
export type VehicleStatus = (typeof vehicleStatuses)[number]
export const maxPhotos = 20

/** The vehicle form (domain.md "Vehicle"): identity, specification, purchase, location. */
export const VehicleInput = z.object({
  version: loadedVersion,
  chassisNo: requiredText('Chassis number', 40)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .refine((v) => v.length >= 5, 'Chassis number must be at least 5 characters'),
  model: requiredText('Model', 120),
  categoryId: optionalId,
  bodyType: optionalText(60),
  year: optionalInt('Year', 1950, 2100),
  month: optionalInt('Month', 1, 12),
  modelCode: optionalText(40),
  firstRegYear: optionalInt('First registration year', 1950, 2100),
  firstRegMonth: optionalInt('First registration month', 1, 12),
  lengthMm: optionalInt('Length', 500, 30000),
  widthMm: optionalInt('Width', 500, 5000),
  heightMm: optionalInt('Height', 500, 5000),
  engineCc: optionalInt('Engine cc', 0, 20000),
  mileageKm: optionalInt('Mileage', 0, 3000000),
  seats: optionalInt('Seats', 1, 100),
  doors: optionalInt('Doors', 0, 10),
  cylinders: optionalInt('Cylinders', 0, 16),
  horsepower: optionalInt('Horsepower', 0, 2000),
  steering: optionalChoice(steeringSides),
  drive: optionalChoice(drives),
  transmission: optionalChoice(transmissions),
  fuel: optionalChoice(fuels),
  condition: optionalText(60),
  colour: optionalText(40),
  details: optionalText(2000),
  vendorId: id('Vendor'),
  purchaseDate: isoDate('Purchase date'),
  purchasePrice: money('Purchase price'),
  purchaseCurrency: z
    .union([z.literal(''), currencyCode])
    .optional()
    .transform((v) => v || undefined),
  purchaseDetails: optionalText(2000),
  vendorDueDate: optionalIsoDate('Payment due date'),
  stationId: id('Station'),
  location: optionalText(200),
})
export type VehicleInput = z.infer<typeof VehicleInput>

export const Amount = z.object({ currency: z.string(), amount: z.string() })
export type Amount = z.infer<typeof Amount>

export const VehicleRow = z.object({
  id: z.number().int(),
  stockNo: z.string(),
  chassisNo: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  colour: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Null for another country's vehicle (its money is not the caller's). */
  vendorId: z.number().int().nullable(),
  /** Null also for a role without vendor access. */
  vendorName: z.string().nullable(),
  stationId: z.number().int(),
  stationName: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  purchaseDate: z.string(),
  /** Null, like cost, when the vehicle's money belongs to another country's office (`moneyVisible` false). */
  purchasePrice: z.string().nullable(),
  purchaseCurrency: z.string(),
  cost: z.string().nullable(),
  costCurrency: z.string(),
  /** Empty when the money is not the caller's to see. */
  expenses: z.array(Amount),
  /**
   * Whether the caller may see this vehicle's purchase, costs, expenses, payments and profit: admins
   * always; other roles for their own country's vehicles (another country's stock is shown for selling).
   */
  moneyVisible: z.boolean(),
  location: z.string().nullable(),
  status: z.enum(vehicleStatuses),
  thumbUrl: z.string().nullable(),
  /**
   * With `canEnter` only: the last day the vehicle may arrive in that country (`lastSafeArrival` in
   * destination-rules.ts), null when the country sets no age limit or the year it counts from is unknown.
   */
  lastSafeArrival: z.string().nullable().optional(),
})
export type VehicleRow = z.infer<typeof VehicleRow>

export const VehiclePhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  position: z.number().int(),
})

export const Vehicle = VehicleRow.extend({
  /** Sent back with a save from an edit form (see `loadedVersion`). */
  version: z.number().int(),
  bodyType: z.string().nullable(),
  month: z.number().int().nullable(),
  modelCode: z.string().nullable(),
  firstRegYear: z.number().int().nullable(),
  firstRegMonth: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  engineCc: z.number().int().nullable(),
  mileageKm: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  doors: z.number().int().nullable(),
  cylinders: z.number().int().nullable(),
  horsepower: z.number().int().nullable(),
  steering: z.string().nullable(),
  drive: z.string().nullable(),
  transmission: z.string().nullable(),
  fuel: z.string().nullable(),
  condition: z.string().nullable(),
  details: z.string().nullable(),
  purchaseDetails: z.string().nullable(),
  vendorDueDate: z.string().nullable(),
  moved: z.boolean(),
  photos: z.array(VehiclePhoto),
})
export type Vehicle = z.infer<typeof Vehicle>

/** "2018/03", "2018" when the month is not known, or null without a year. */
export const yearMonth = (year: number | null, month: number | null) =>
  year ? `${year}${month ? `/${String(month).padStart(2, '0')}` : ''}` : null

/**
 * What is wrong with a vehicle's first registration, or null: a month needs its year, and a car is not
 * registered before it is made (the months compared only where both are known).
 */
export const firstRegistrationProblem = (v: {
  year: number | null
  month: number | null
  firstRegYear: number | null
  firstRegMonth: number | null
}): { field: 'firstRegYear' | 'firstRegMonth'; message: string } | null => {
  if (v.firstRegMonth !== null && v.firstRegYear === null)
    return { field: 'firstRegYear', message: 'First registration year is required with its month' }
  if (v.firstRegYear === null || v.year === null) return null
  const before =
    v.firstRegYear < v.year ||
    (v.firstRegYear === v.year && v.month !== null && v.firstRegMonth !== null && v.firstRegMonth < v.month)
  return before
    ? {
        field: 'firstRegYear',
        message: `First registration cannot be before manufacture (${yearMonth(v.year, v.month)})`,
      }
    : null
}

/** A vehicle's volume in cubic metres (two decimals) from its dimensions in millimetres, or null. */
export const volumeM3 = (v: { lengthMm: number | null; widthMm: number | null; heightMm: number | null }) =>
  v.lengthMm && v.widthMm && v.heightMm ? ((v.lengthMm * v.widthMm * v.heightMm) / 1e9).toFixed(2) : null

/** List filters beyond page/sort/q. */
export const VehicleFilter = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  stationId: z.coerce.number().int().positive().optional(),
  countryId: z.coerce.number().int().positive().optional(),
  vendorId: z.coerce.number().int().positive().optional(),
  status: z.enum(vehicleStatuses).optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  /** A country's id: only the vehicles that may still arrive there today or later under its age limit. */
  canEnter: z.coerce.number().int().positive().max(2_147_483_647, 'canEnter must be a country id').optional(),
})
export type VehicleFilter = z.infer<typeof VehicleFilter>

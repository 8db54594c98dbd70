import { z } from 'zod'

/**
 * Where every car is in its journey, each in exactly one stage (the first that holds): sold; on a
 * shipment that has not sailed (booked); on the water (sailed); in stock at the station a shipment
 * delivered it to (arrived); in stock after being moved on (in stock at a station); else in stock where
 * it was bought (bought).
 */
export const pipelineStages = ['bought', 'booked', 'sailed', 'arrived', 'in_stock', 'sold'] as const
export type PipelineStage = (typeof pipelineStages)[number]

export const stageLabels: Record<PipelineStage, string> = {
  bought: 'Bought',
  booked: 'Booked',
  sailed: 'Sailed',
  arrived: 'Arrived',
  in_stock: 'In stock at a station',
  sold: 'Sold',
}

export const PipelineQuery = z.object({
  /** Cars bound for or standing in this country; without it, every car the caller may see. */
  destinationCountryId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647, 'destinationCountryId must be a country id')
    .optional(),
})
export type PipelineQuery = z.infer<typeof PipelineQuery>

export const PipelineStageFigures = z.object({
  stage: z.enum(pipelineStages),
  cars: z.number().int(),
  /** The cars' cost per currency; only cars whose money is the caller's are added. */
  value: z.array(z.object({ currency: z.string(), amount: z.string() })),
})
export type PipelineStageFigures = z.infer<typeof PipelineStageFigures>

/** One step of a car's journey, in date order: bought, a shipment's steps, moves, location notes, sale. */
export const JourneyStep = z.object({
  /** Unique within the journey: the step's kind and its record's id. */
  key: z.string(),
  date: z.string(),
  kind: z.enum(['purchase', 'shipment', 'move', 'location', 'sale']),
  title: z.string(),
  detail: z.string().nullable(),
  /** The shipment's id for a shipment step. */
  shipmentId: z.number().int().nullable(),
})
export type JourneyStep = z.infer<typeof JourneyStep>

export const JourneyQuery = z.object({
  carId: z.coerce.number().int().positive().max(2_147_483_647, 'carId must be a vehicle id'),
})

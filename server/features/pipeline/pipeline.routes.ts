import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { JourneyQuery, JourneyStep, PipelineQuery, PipelineStageFigures } from '../../../shared/pipeline'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import type { FeatureDeps } from '../../lib/feature-deps'
import { pipelineFigures, vehicleJourney } from './pipeline.repo'

const tags = ['pipeline']

/** Every car by stage of its journey, and one car's journey step by step. */
export const pipelineRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, figures }) => {
  app.get(
    '/pipeline',
    {
      schema: {
        tags,
        description:
          'Cars and their cost per stage: bought, booked, sailed, arrived, in stock at a station, sold. Non-owners see the cars of their country and those bound for it.',
        querystring: PipelineQuery,
        response: { 200: z.array(PipelineStageFigures) },
      },
      onRequest: allow('pipeline', 'view'),
    },
    (req) => {
      const scope = scopeCountry(requireUser(req))
      const destination = req.query.destinationCountryId
      return figures(req.dataVersion)(['pipeline', scope ?? null, destination ?? null], () =>
        pipelineFigures(db, scope, destination),
      )
    },
  )

  app.get(
    '/pipeline/journey',
    {
      schema: {
        tags,
        description:
          'One car’s journey in date order: purchase, shipment steps, moves, location notes, sale.',
        querystring: JourneyQuery,
        response: { 200: z.array(JourneyStep) },
      },
      onRequest: allow('vehicles', 'view'),
    },
    (req) => vehicleJourney(db, req.query.carId, config.BUSINESS_TIMEZONE),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DestinationRule, DestinationRuleInput } from '../../../shared/destination-rules'
import { allow, requireUser } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { listDestinationRules } from './destination-rules.repo'
import { saveDestinationRule } from './save-destination-rule'

const tags = ['destination rules']
const IdParams = z.object({ id: z.coerce.number().int().positive() })
const Saved = z.object({ id: z.number(), message: z.string() })

/** Every signed-in user reads the rules (a car's last safe arrival follows from them); owners keep them. */
export const destinationRulesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/destination-rules',
    {
      schema: {
        tags,
        description:
          'What each destination country admits: maximum age and what it counts from, how the limit applies, steering, inspection, and the published source.',
        response: { 200: z.array(DestinationRule) },
      },
      onRequest: allow('destinationRules', 'view'),
    },
    () => listDestinationRules(db),
  )

  app.post(
    '/destination-rules',
    {
      schema: { tags, body: DestinationRuleInput, response: { 201: Saved } },
      onRequest: allow('destinationRules', 'manage'),
    },
    async (req, reply) => {
      const row = await saveDestinationRule(db, requireUser(req), req.body)
      return reply.status(201).send({ id: row.id, message: 'Destination rule added' })
    },
  )

  app.put(
    '/destination-rules/:id',
    {
      schema: { tags, params: IdParams, body: DestinationRuleInput, response: { 200: Saved } },
      onRequest: allow('destinationRules', 'manage'),
    },
    async (req) => {
      const row = await saveDestinationRule(db, requireUser(req), req.body, req.params.id)
      return { id: row.id, message: 'Destination rule updated' }
    },
  )
}

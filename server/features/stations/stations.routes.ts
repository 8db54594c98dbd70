import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FeatureDeps } from '../../lib/feature-deps'

export const stationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {}

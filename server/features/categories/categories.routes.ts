import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FeatureDeps } from '../../lib/feature-deps'

export const categoriesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {}

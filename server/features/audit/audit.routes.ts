import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AuditQuery, AuditRow } from '../../../shared/audit'
import { totalCountHeader } from '../../../shared/list-query'
import { allow } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { listAudit, listAuditNouns } from './audit.repo'

const tags = ['audit']

/** The audit log's reading side: who changed which record, when, and what it was before and after. */
export const auditRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        description:
          'Recorded changes, newest first, paged (X-Total-Count), filtered by user, noun, record and business dates; each with the fields that changed.',
        querystring: AuditQuery,
        response: { 200: z.array(AuditRow) },
      },
      onRequest: allow('audit', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listAudit(db, req.query, config.BUSINESS_TIMEZONE)
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/audit/nouns',
    {
      schema: {
        tags,
        description: 'The nouns the audit log holds (vehicles, customers, payments…), for its filter.',
        response: { 200: z.array(z.string()) },
      },
      onRequest: allow('audit', 'view'),
    },
    () => listAuditNouns(db),
  )
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { allow } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { backupFileName, createBackup } from './backup'
import { verifyBackupRequest } from './backup-signature'

/**
 * POST /api/backup answers one consistent backup (database and uploads) as a .tar.gz download, while the
 * app keeps serving. `npm run backup` calls it, signed with the server's secret, when a running server
 * holds the embedded database; SuperAdmin and MainAdmin may call it with their session.
 */
export const backupRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage, config }) => {
  const admins = allow('backup', 'create')
  const signedOrAdmin = Object.assign(
    async (req: FastifyRequest, reply: FastifyReply) => {
      const { exp, sig } = req.query as { exp?: string; sig?: string }
      if (sig !== undefined && verifyBackupRequest(config.jwtSecret, exp, sig)) return
      return admins(req, reply)
    },
    { permission: admins.permission },
  )

  app.post(
    '/backup',
    {
      schema: {
        tags: ['backup'],
        description:
          'A backup of the database and the uploaded files as one .tar.gz (see docs/decisions/0021-backup.md).',
        querystring: z.object({
          exp: z.coerce.number().int().optional(),
          sig: z.string().max(100).optional(),
        }),
        produces: ['application/gzip'],
      },
      onRequest: signedOrAdmin,
    },
    async (_req, reply) => {
      const stream = await createBackup(db, storage)
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', `attachment; filename="${backupFileName()}"`)
        .header('Cache-Control', 'no-store')
        .send(stream)
    },
  )
}

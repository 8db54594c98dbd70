import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { forbidden, notFound } from '../../lib/errors'
import type { FileStore } from '../../lib/uploads'
import { findSessionUser } from '../session/session.repo'
import { getFileMime } from './files.repo'

/**
 * Serves an uploaded file to whoever holds a valid signed URL (images cannot send a bearer token),
 * streamed from the storage (DATA_DIR/uploads or the S3 bucket).
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        security: [],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ exp: z.coerce.number(), s: z.uuid().optional(), sig: z.string().max(100) }),
      },
    },
    async (req, reply) => {
      const { id } = req.params
      const { exp, s: sid, sig } = req.query
      if (!store.verify(id, exp, sig, sid) || (sid && !(await findSessionUser(db, sid))))
        throw forbidden('This link is invalid or has expired')
      const file = await getFileMime(db, id)
      const stored = file && (await store.read(id))
      if (!file || !stored) throw notFound('File not found')
      // Images show inline (they were decoded and encoded again on upload); a PDF is a download, and
      // whatever is opened from here runs in a sandbox with no script and no access to the app's origin.
      // The browser may keep the file while its link is valid (a link stays the same for up to 15 minutes).
      const keepSeconds = Math.max(0, Math.floor(exp - Date.now() / 1000))
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', stored.size)
        .header('Content-Disposition', file.mime === 'application/pdf' ? 'attachment' : 'inline')
        .header(
          'Content-Security-Policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .header('Cache-Control', `private, max-age=${keepSeconds}`)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(stored.body)
    },
  )
}

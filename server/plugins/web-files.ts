import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * The built web app: its files, and index.html for any other path outside /api, where the app's own
 * router takes over.
 */
export const webFiles = async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build's compressed copies, for browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    // A file under assets/ has its content's hash in its name: it never changes, so the browser keeps it
    // and asks nothing on the next visit. Everything else (index.html, the logo) is asked about each time.
    setHeaders: (reply, path) =>
      reply.header(
        'Cache-Control',
        path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  })
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound()
    return reply.sendFile('index.html')
  })
}

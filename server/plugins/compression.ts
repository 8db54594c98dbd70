import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Answers of 1 KB and more go compressed to clients that accept it (every browser): a vehicle page or a
 * ledger shrinks to a fraction of its size over a station's slow link. Brotli at its fast level 4, else
 * gzip. Images, PDFs and spreadsheets are compressed already and go as they are; the build's own
 * compressed copies of the web app are served by `webFiles`. Compressed request bodies are not accepted:
 * nothing here sends one, and inflating them would only be a way around the body limit
 * (docs/decisions/0025-compressed-answers.md).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false })
  },
  { name: 'compression' },
)

// The embedded database's own thread (see embedded.ts). Plain JavaScript: a worker thread loads it as it
// is, under `npm start`, the tests and the bench alike, without a TypeScript loader of its own.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const { dataDir, loadDataDir, settings } = workerData
const options = {
  extensions: { pg_trgm },
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  postgresqlconf: settings,
}
const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options)

/** What each request asks of PGlite; the answer's bytes are handed over, not copied. */
const handlers = {
  /** Wire-protocol messages in, the backend's answer out (read by the pg driver on the other side). */
  protocol: async ({ message }) => {
    const chunks = []
    await pglite.execProtocolRawStream(new Uint8Array(message), {
      syncToFs: false,
      // A view of PGlite's memory, valid only during the call: copied out.
      onRawData: (data) => chunks.push(data.slice()),
    })
    const answer = chunks.length === 1 ? chunks[0] : new Uint8Array(Buffer.concat(chunks))
    return { data: answer.buffer, transfer: [answer.buffer] }
  },
  exec: async ({ sql }) => {
    await pglite.exec(sql)
    return {}
  },
  dump: async ({ compression }) => {
    const data = await (await pglite.dumpDataDir(compression)).arrayBuffer()
    return { data, transfer: [data] }
  },
  close: async () => {
    if (!pglite.closed) {
      await pglite.exec('CHECKPOINT')
      await pglite.close()
    }
    return {}
  },
}

// One request at a time, in the order they came: PGlite is one backend.
let queue = Promise.resolve()
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const { data, transfer = [] } = await handlers[request.type](request)
      parentPort.postMessage({ id: request.id, data }, transfer)
    } catch (err) {
      parentPort.postMessage({ id: request.id, error: { message: err?.message ?? String(err) } })
    }
  })
})

pglite.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: { message: err?.message ?? String(err) } }),
)

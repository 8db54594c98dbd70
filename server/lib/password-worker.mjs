// The password hashing thread (see passwords.ts; it answers as thread-calls.ts reads). Plain JavaScript: a worker thread loads it as it is,
// under `npm start`, the tests and the bench alike.
import { parentPort } from 'node:worker_threads'
import { hashSync, verifySync } from '@node-rs/argon2'

// One job at a time, in the order they came: each is answered before the next message is read.
parentPort.on('message', ({ id, op, hash, password }) => {
  try {
    const data = op === 'hash' ? hashSync(password) : verifySync(hash, password)
    parentPort.postMessage({ id, data })
  } catch (err) {
    parentPort.postMessage({ id, error: { message: err?.message ?? String(err) } })
  }
})

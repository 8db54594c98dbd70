import { Duplex } from 'node:stream'
import type { EmbeddedDatabase } from './embedded'

const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0])
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49])
const terminate = 0x58

/**
 * The embedded database as a socket for the `pg` driver: what the driver writes (wire-protocol
 * messages) is run by PGlite on its thread, and PGlite's answer is what the driver reads. Both databases then go
 * through one driver, with its prepared statements and its row parser; PGlite's own result parser,
 * which copies every field of every row, is not used.
 *
 * PGlite is one backend: the pool holds one connection. A new connection starts from a clean session
 * (no open transaction, no statements prepared by an earlier connection).
 */
export class PgliteSocket extends Duplex {
  #started = false

  constructor(private readonly database: EmbeddedDatabase) {
    super()
  }

  connect() {
    process.nextTick(() => this.emit('connect'))
    return this
  }
  setNoDelay() {
    return this
  }
  setKeepAlive() {
    return this
  }
  ref() {
    return this
  }
  unref() {
    return this
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    this.#run(chunk).then(() => done(), done)
  }

  override _writev(chunks: { chunk: Buffer }[], done: (err?: Error | null) => void) {
    this.#run(Buffer.concat(chunks.map((c) => c.chunk))).then(() => done(), done)
  }

  override _final(done: () => void) {
    this.push(null)
    done()
  }

  async #run(message: Buffer) {
    if (!this.#started) {
      // The startup message: no password to check; the session is reset for this connection.
      this.#started = true
      await this.database.exec('ROLLBACK; DEALLOCATE ALL')
      this.push(Buffer.concat([authenticationOk, readyForQuery]))
      return
    }
    if (message[0] === terminate) return
    const answer = await this.database.protocol(
      new Uint8Array(message.buffer, message.byteOffset, message.length),
    )
    // Pushed once the call has returned: the driver must not read its answer while it is still writing.
    if (answer.length) this.push(answer)
  }
}

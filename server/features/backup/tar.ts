import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'

/**
 * The few lines of tar (ustar) a backup needs: regular files only, names under 100 characters. Written
 * as a stream (an entry at a time) and read back as a stream, so neither side holds the archive.
 */
export type TarEntry = { name: string; size: number; data: AsyncIterable<Buffer> | Buffer }

const block = 512
const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\0`

const header = (name: string, size: number) => {
  if (Buffer.byteLength(name) > 99) throw new Error(`tar: name too long: ${name}`)
  const h = Buffer.alloc(block)
  h.write(name, 0, 'utf8')
  h.write(octal(0o600, 8), 100)
  h.write(octal(0, 8), 108)
  h.write(octal(0, 8), 116)
  h.write(octal(size, 12), 124)
  h.write(octal(Math.floor(Date.now() / 1000), 12), 136)
  h.write('        ', 148)
  h.write('0', 156)
  h.write('ustar\u000000', 257)
  let sum = 0
  for (const byte of h) sum += byte
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  return h
}

/** The archive's bytes, entry by entry; each entry's data must be exactly `size` bytes. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry.name, entry.size)
    let written = 0
    for await (const chunk of Buffer.isBuffer(entry.data) ? [entry.data] : entry.data) {
      written += chunk.length
      yield chunk
    }
    if (written !== entry.size) throw new Error(`tar: ${entry.name} changed size while being read`)
    if (entry.size % block) yield Buffer.alloc(block - (entry.size % block))
  }
  yield Buffer.alloc(block * 2)
}

/**
 * Writes every regular file of a tar stream under `dir`. `accept` decides which names may be written
 * (the caller's allow-list); anything else — a link, an absolute path, `..` — is refused.
 */
export const extractTar = async (source: Readable, dir: string, accept: (name: string) => boolean) => {
  const names: string[] = []
  let pending: Buffer = Buffer.alloc(0)
  let current: { fd: number; left: number; pad: number } | undefined
  let ended = false
  for await (const chunk of source as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
    while (!ended) {
      if (current) {
        if (current.left > 0) {
          if (!pending.length) break
          const part = pending.subarray(0, Math.min(current.left, pending.length))
          writeSync(current.fd, part)
          current.left -= part.length
          pending = pending.subarray(part.length)
          continue
        }
        if (pending.length < current.pad) break
        pending = pending.subarray(current.pad)
        closeSync(current.fd)
        current = undefined
        continue
      }
      if (pending.length < block) break
      const h = pending.subarray(0, block)
      pending = pending.subarray(block)
      if (h.every((b) => b === 0)) {
        ended = true
        break
      }
      const name = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
      const size = Number.parseInt(h.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8)
      const type = String.fromCharCode(h[156] ?? 0)
      if ((type !== '0' && type !== '\0') || !Number.isFinite(size))
        throw new Error(`The backup holds an entry it should not (${name})`)
      if (name.startsWith('/') || name.split('/').includes('..') || !accept(name))
        throw new Error(`The backup holds an entry it should not (${name})`)
      const path = join(dir, name)
      mkdirSync(dirname(path), { recursive: true })
      current = { fd: openSync(path, 'w', 0o600), left: size, pad: (block - (size % block)) % block }
      names.push(name)
    }
  }
  if (current) closeSync(current.fd)
  if (!ended || current) throw new Error('The backup file is cut short')
  return names
}

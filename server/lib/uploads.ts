import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import { tooLarge, unsupportedType } from './errors'
import type { FileStorage } from './file-storage'
import { sharp } from './images'
import { keepNewest } from './keep-newest'

export const maxUploadBytes = 10 * 1024 * 1024

/** What a multipart file field becomes in the request body (see onFile below). */
export type UploadedFile = { kind: 'upload'; field: string; filename: string; buffer: Buffer }

export const isUploadedFile = (v: unknown): v is UploadedFile => (v as UploadedFile)?.kind === 'upload'

/** A file field in a route's body schema: absent, or an uploaded file. */
export const FileField = z
  .unknown()
  .optional()
  .refine((v) => v === undefined || v === '' || isUploadedFile(v), 'must be a file')
  .transform((v) => (isUploadedFile(v) ? v : undefined))
  .meta({ type: 'string', format: 'binary' })

/**
 * @fastify/multipart's onFile: buffers each file part (10 MB at most; beyond that 413 naming the
 * field). An empty part (a file input left empty) is dropped.
 */
export async function onFile(this: FastifyRequest, part: MultipartFile) {
  const field = part.fieldname.charAt(0).toLowerCase() + part.fieldname.slice(1)
  if (!this.routeOptions.config.files) {
    // Not read into memory: a request that takes no files is refused at its first file part.
    part.file.resume()
    throw unsupportedType(`${field}: this request takes no files`, {
      [field]: ['this request takes no files'],
    })
  }
  let buffer: Buffer
  try {
    buffer = await part.toBuffer()
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`${field}: the file is larger than 10 MB`, { [field]: ['is larger than 10 MB'] })
    }
    throw err
  }
  if (buffer.length === 0 && !part.filename) {
    ;(part as unknown as { value: string }).value = ''
    return
  }
  ;(part as unknown as { value: UploadedFile }).value = {
    kind: 'upload',
    field,
    filename: part.filename,
    buffer,
  }
}

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export const documentTypes = [...imageTypes, 'application/pdf'] as const

/** Checks a file by its content (magic bytes), never by its name or declared type. */
export const checkFile = async (file: UploadedFile, allowed: readonly string[] = documentTypes) => {
  if (file.buffer.length > maxUploadBytes) {
    throw tooLarge(`${file.field}: the file is larger than 10 MB`, { [file.field]: ['is larger than 10 MB'] })
  }
  const type = await fileTypeFromBuffer(file.buffer)
  if (!type || !allowed.includes(type.mime)) {
    const names = allowed.map((m) => m.split('/')[1]!.toUpperCase()).join(', ')
    throw unsupportedType(`${file.field}: only ${names} files are accepted`, {
      [file.field]: [`must be ${names}`],
    })
  }
  return type.mime
}

/** PDF names that run code or open things when the file is viewed. */
const activePdfNames =
  /\/(JavaScript|JS|OpenAction|Launch|AA|RichMedia|SubmitForm|ImportData|GoToE|EmbeddedFile)\b/

/** A PDF name with its #xx escapes undone (/J#61vaScript is /JavaScript). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/**
 * Whether a PDF holds JavaScript or automatic / launch actions: the names are looked for in the file
 * and in every Flate-compressed stream (object streams hide dictionaries there).
 */
export const pdfIsActive = (buffer: Buffer) => {
  const text = buffer.toString('latin1')
  if (activePdfNames.test(unescapeNames(text))) return true
  const streams = /stream\r?\n/g
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    try {
      const inner = inflateSync(buffer.subarray(start, end)).toString('latin1')
      if (activePdfNames.test(unescapeNames(inner))) return true
    } catch {
      // Not a Flate stream (an image, for example): nothing to read.
    }
    streams.lastIndex = end
  }
  return false
}

/**
 * What is stored of an upload: an image is decoded and encoded again in its own format (whatever
 * rode behind the picture's bytes is gone, and a file that does not decode is refused); a PDF with
 * JavaScript or automatic actions is refused.
 */
const cleaned = async (file: UploadedFile, mime: string) => {
  if (mime === 'application/pdf') {
    if (pdfIsActive(file.buffer))
      throw unsupportedType(`${file.field}: PDFs with scripts or automatic actions are not accepted`, {
        [file.field]: ['contains scripts or automatic actions'],
      })
    return file.buffer
  }
  try {
    const image = (await sharp(file.buffer, { failOn: 'error' })).rotate()
    if (mime === 'image/png') return await image.png().toBuffer()
    if (mime === 'image/webp') return await image.webp({ quality: 90 }).toBuffer()
    return await image.jpeg({ quality: 90 }).toBuffer()
  } catch {
    throw unsupportedType(`${file.field}: ${file.filename} is not a readable image`, {
      [file.field]: ['is not a readable image'],
    })
  }
}

export type StoredFile = { id: string; mime: string; size: number; originalName: string }

/**
 * A signed URL's expiry is rounded up to the next quarter of an hour, so a file's URL stays the same for
 * that long: the browser shows the picture it already has instead of fetching it again on every visit
 * to a list, and the signature is made once. A URL lasts its time to live plus up to 15 minutes.
 */
const urlStepSeconds = 900

/** The file store: checked uploads under random names in the storage, served by signed expiring URLs. */
export const createFileStore = (storage: FileStorage, secret: string) => {
  const sign = (id: string, exp: number, sid = '') =>
    createHmac('sha256', secret).update(`file:${id}:${exp}:${sid}`).digest('base64url')
  // The URLs made lately (the latest 5,000), by file, expiry and session.
  const urls = new Map<string, string>()
  /** A URL that works for at least `ttlSeconds` (default one hour), bound to session `sid` if given. */
  const urlFor =
    (sid: string | undefined) =>
    (id: string | null | undefined, ttlSeconds = 3600): string | null => {
      if (!id) return null
      const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / urlStepSeconds) * urlStepSeconds
      const key = `${id}:${exp}:${sid ?? ''}`
      let url = urls.get(key)
      if (!url) {
        url = `/api/files/${id}?exp=${exp}${sid ? `&s=${sid}` : ''}&sig=${sign(id, exp, sid)}`
        keepNewest(urls, key, url, 5_000)
      }
      return url
    }
  const store = {
    storage,
    /** Checks and writes the file; returns what the files table records. */
    save: async (file: UploadedFile, allowed: readonly string[] = documentTypes): Promise<StoredFile> => {
      const mime = await checkFile(file, allowed)
      const buffer = await cleaned(file, mime)
      const id = randomUUID()
      await storage.put(id, buffer, mime)
      return { id, mime, size: buffer.length, originalName: file.filename.slice(0, 200) }
    },
    read: storage.read,
    remove: storage.remove,
    /** A URL that works for at least `ttlSeconds` (default one hour), bound to no session. */
    url: urlFor(undefined),
    /** Whether the signature and expiry hold (the caller then checks that a bound session is live). */
    verify: (id: string, exp: number, sig: string, sid?: string) => {
      if (!Number.isFinite(exp) || exp < Date.now() / 1000) return false
      const expected = Buffer.from(sign(id, exp, sid))
      const given = Buffer.from(sig)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
  return {
    ...store,
    /**
     * The store as one signed-in request uses it (`req.fileStore`): the URLs it makes are bound to the
     * request's session, so signing out (or being signed out) ends them too.
     */
    forSession: (sid: string | undefined): typeof store => (sid ? { ...store, url: urlFor(sid) } : store),
  }
}

/** The file store as routes, repos and verbs use it. */
export type FileStore = Omit<ReturnType<typeof createFileStore>, 'forSession'>

declare module 'fastify' {
  interface FastifyRequest {
    /** The file store bound to this request's session (see `forSession`). */
    fileStore: FileStore
  }
}

/** A repeated file field (several photos): absent, one file, or many. */
export const FilesField = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]))
  .refine((list) => list.every(isUploadedFile), 'must be files')
  .transform((list) => list as UploadedFile[])
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } })

/**
 * Whether a route's body schema has a file field (FileField or FilesField anywhere in it): only such
 * routes accept file parts; every other multipart request is refused at its first file.
 */
export const takesFiles = (schema: unknown, seen = new Set<unknown>()): boolean => {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false
  if (schema === FileField || schema === FilesField) return true
  seen.add(schema)
  const def = (schema as { def?: Record<string, unknown> }).def
  if (!def) return false
  const children = [
    ...(def.shape ? Object.values(def.shape as Record<string, unknown>) : []),
    ...(Array.isArray(def.options) ? def.options : []),
    def.left,
    def.right,
    def.innerType,
    def.in,
    def.out,
  ]
  return children.some((child) => takesFiles(child, seen))
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes whose body has a file field (see takesFiles). */
    files?: boolean
  }
}

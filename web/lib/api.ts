import { totalCountHeader } from '../../shared/list-header'
import { errorTitle } from '../../shared/messages'
import { readToken } from './session-storage'

/** A non-2xx answer, carrying the server's {status, title, message, errors}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

type Query = Record<string, string | number | boolean | undefined | null>
type Options = {
  method?: string
  query?: Query
  form?: Record<string, unknown>
  json?: unknown
  auth?: boolean
  /** A bearer token other than the session's (a sign-in's challenge); a 401 then leaves the session be. */
  bearer?: string
}

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** Builds multipart form data, as the spec's client sends writes; files and file lists pass through. */
export const toFormData = (values: Record<string, unknown>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue
    if (v instanceof Blob) form.append(k, v)
    else if (Array.isArray(v))
      for (const item of v) form.append(k, item instanceof Blob ? item : String(item))
    else form.append(k, String(v))
  }
  return form
}

let onUnauthorized: (() => void) | undefined
/** The session layer registers what a 401 on an authenticated call does (clear storage, go to /login). */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler
}

export const apiRequest = async (path: string, opts: Options = {}) => {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`
  else if (opts.auth !== false) {
    const token = await readToken()
    if (token) headers.Authorization = `Bearer ${token}`
  }
  let body: BodyInit | undefined
  if (opts.form) body = toFormData(opts.form)
  else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json)
    headers['Content-Type'] = 'application/json'
  }
  let res: Response
  try {
    res = await fetch(new URL(`/api/${path}${queryString(opts.query)}`, window.location.origin), {
      method: opts.method ?? 'GET',
      headers,
      body,
    })
  } catch {
    throw new ApiError(0, errorTitle(0), 'Cannot reach the server. Check the connection and try again.')
  }
  if (!res.ok) {
    const data = await res.json().catch(() => ({}))
    if (res.status === 401 && opts.auth !== false && !opts.bearer && headers.Authorization) onUnauthorized?.()
    // A proxy's own page (a 502, a 413 before the app) carries no title: the status's own words.
    throw new ApiError(
      res.status,
      data.title ?? errorTitle(res.status),
      data.message ?? errorTitle(res.status),
      data.errors,
    )
  }
  return res
}

export const api = {
  get: async <T>(path: string, query?: Query) => (await apiRequest(path, { query })).json() as Promise<T>,
  /** A list page: the rows and the total from X-Total-Count. */
  list: async <T>(path: string, query: Query) => {
    const res = await apiRequest(path, { query })
    return { rows: (await res.json()) as T[], total: Number(res.headers.get(totalCountHeader) ?? 0) }
  },
  send: async <T>(
    method: string,
    path: string,
    form?: Record<string, unknown>,
    opts: Omit<Options, 'form'> = {},
  ) => (await apiRequest(path, { ...opts, method, form })).json() as Promise<T>,
}

/** The text a screen shows for a failure: the server's message, else the client's, else the fallback. */
export const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message) || fallback

/** How far a download is: bytes so far, and for a CSV its rows so far (lines after the header). */
export type DownloadProgress = { bytes: number; rows?: number; total?: number }

const newline = 10
const quote = 34

/** The body read chunk by chunk, telling `onProgress` after each; the chunks make the file. */
const readWithProgress = async (res: Response, onProgress: (progress: DownloadProgress) => void) => {
  const type = res.headers.get('Content-Type') ?? ''
  // The server counts the rows first and says so; a CSV holds one line per row after its header.
  const total = Number(res.headers.get(totalCountHeader)) || undefined
  const csv = type.startsWith('text/csv')
  const reader = res.body!.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  let lines = 0
  let quoted = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    bytes += value.length
    // A line break inside quotes is part of a field, not the end of a row.
    if (csv)
      for (const byte of value) {
        if (byte === quote) quoted = !quoted
        else if (byte === newline && !quoted) lines += 1
      }
    const rows = csv ? Math.max(0, lines - 1) : undefined
    onProgress({
      bytes,
      total,
      rows: rows !== undefined && total !== undefined ? Math.min(rows, total) : rows,
    })
  }
  return new Blob(chunks as BlobPart[], { type })
}

/**
 * Fetches a file with the session's token (a plain link cannot carry it) and has the browser save it
 * under `filename`, or open it in a new tab when `open` is set. `onProgress` hears how far a long
 * download is as it streams in.
 */
export const downloadFile = async (
  path: string,
  file: {
    filename: string
    query?: Query
    open?: boolean
    onProgress?: (progress: DownloadProgress) => void
  },
) => {
  const res = await apiRequest(path, { query: file.query })
  const blob = file.onProgress && res.body ? await readWithProgress(res, file.onProgress) : await res.blob()
  const url = URL.createObjectURL(blob)
  if (file.open) window.open(url, '_blank', 'noopener')
  else {
    const a = document.createElement('a')
    a.href = url
    a.download = file.filename
    document.body.append(a)
    a.click()
    a.remove()
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

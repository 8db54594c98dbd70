import { randomBytes } from 'node:crypto'

export type FilePart = { filename: string; content: Buffer; contentType?: string }
type Value = string | number | boolean | null | undefined | FilePart | FilePart[]

/** A multipart/form-data payload for app.inject, as the spec's client sends writes. */
export const multipart = (fields: Record<string, Value>) => {
  const boundary = `----kuruma${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  const add = (name: string, value: string | FilePart) => {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      )
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      )
    }
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const v of value) add(name, v)
    else add(name, typeof value === 'object' ? value : String(value))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Real, tiny files of each kind, and impostors, for upload tests. */
export const samples = {
  png: (): FilePart => ({
    filename: 'photo.png',
    contentType: 'image/png',
    content: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  }),
  jpeg: (): FilePart => ({
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    content: Buffer.from(
      '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCTADC6v//Z',
      'base64',
    ),
  }),
  /** JPEG magic bytes with no picture behind them. */
  brokenJpeg: (): FilePart => ({
    filename: 'broken.jpg',
    contentType: 'image/jpeg',
    content: Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(64),
    ]),
  }),
  pdf: (): FilePart => ({
    filename: 'doc.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  }),
  /** A program renamed to .png with an image content type: refused by content. */
  fakePng: (): FilePart => ({
    filename: 'virus.png',
    contentType: 'image/png',
    content: Buffer.from('MZ\x90\x00this is not an image at all'),
  }),
  /** 10 MB and one byte. */
  huge: (): FilePart => ({
    filename: 'huge.png',
    contentType: 'image/png',
    content: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
  }),
}

/** The same signed URL with one character of its signature changed (always a different character). */
export const tamperSignature = (url: string) =>
  url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)

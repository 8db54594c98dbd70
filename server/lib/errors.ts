import { errorTitle } from '../../shared/messages'

/** Expected failures: thrown anywhere, answered by the one error handler as {status, title, message, errors}. */
export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, errorTitle(400), message, errors)
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, errorTitle(401), message)
export const forbidden = (message = 'Your role does not allow this') =>
  new HttpError(403, errorTitle(403), message)
export const notFound = (message = 'Not found') => new HttpError(404, errorTitle(404), message)
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, errorTitle(409), message, errors)
export const tooLarge = (message: string, errors?: FieldErrors) =>
  new HttpError(413, errorTitle(413), message, errors)
/** A request understood but not done as asked (a PDF of more rows than a PDF holds); the message says what to do instead. */
export const unprocessable = (message: string) => new HttpError(422, errorTitle(422), message)
export const unsupportedType = (message: string, errors?: FieldErrors) =>
  new HttpError(415, errorTitle(415), message, errors)
/** A 429 with `Retry-After`: the seconds after which a new try may be counted again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, errorTitle(429), message, undefined, { 'retry-after': String(retryAfterSeconds) })

/** A 400 that names one field: `{ message: 'price: must be positive', errors: { price: ['must be positive'] } }`. */
export const fieldError = (name: string, message: string) =>
  badRequest(`${name}: ${message}`, { [name]: [message] })

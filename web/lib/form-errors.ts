import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api'

type Options = {
  /** Takes a field the form does not register (a file input, a photo manager); true when it did. */
  elsewhere?: (field: string, message: string) => boolean
  /** Only these fields go to the form; the rest are left to the error popup. */
  only?: readonly string[]
  /** The form's name for a server field, where they differ. */
  rename?: (field: string) => string
}

const lowerFirst = (key: string) => (key ? key[0]!.toLowerCase() + key.slice(1) : key)

/**
 * Puts a server error's field messages (`errors: { field: [message] }`) under the form's fields, the
 * first letter matched case-insensitively as the API does. Every form shows server errors this way;
 * an error that names no field is shown by the caller's popup (notify.alert with errorText).
 */
export const applyServerErrors = <T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  opts: Options = {},
) => {
  if (!(err instanceof ApiError)) return
  for (const [raw, list] of Object.entries(err.errors)) {
    const message = list[0]
    if (!message) continue
    const field = opts.rename ? opts.rename(lowerFirst(raw)) : lowerFirst(raw)
    if (opts.elsewhere?.(field, message)) continue
    if (opts.only && !opts.only.includes(field)) continue
    setError(field as Path<T>, { message })
  }
}

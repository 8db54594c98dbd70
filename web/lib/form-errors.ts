import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api'

type Options = {
  /** Takes a field the form does not register (a file input, a photo manager); true when it did. */
  elsewhere?: (field: string, message: string) => boolean
  /** Only these fields go to the form; the rest are returned for a form-level message. */
  only?: readonly string[]
  /** Whether the form holds a field (what `only` lists, asked of the form itself). */
  has?: (field: string) => boolean
  /** The form's name for a server field, where they differ. */
  rename?: (field: string) => string
}

const lowerFirst = (key: string) => (key ? key[0]!.toLowerCase() + key.slice(1) : key)

/**
 * Puts a server error's field messages (`errors: { field: [message] }`) under the form's fields, the
 * first letter matched case-insensitively as the API does, and moves the focus to the first of them.
 * Returns the messages no field of the form took (a field the form does not show, or a body-wide
 * problem): the caller shows those, or the error's message when it named no field at all, once, at
 * form level.
 */
export const applyServerErrors = <T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  opts: Options = {},
): string[] => {
  if (!(err instanceof ApiError)) return []
  const left: string[] = []
  let focused = false
  for (const [raw, list] of Object.entries(err.errors)) {
    const message = list[0]
    if (!message) continue
    const field = opts.rename ? opts.rename(lowerFirst(raw)) : lowerFirst(raw)
    if (opts.elsewhere?.(field, message)) continue
    if ((opts.only && !opts.only.includes(field)) || (opts.has && !opts.has(field))) {
      left.push(message)
      continue
    }
    setError(field as Path<T>, { message }, { shouldFocus: !focused })
    focused = true
  }
  return left
}

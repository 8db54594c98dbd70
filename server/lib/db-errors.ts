/** PostgreSQL error codes, looked up on the error or its cause (Drizzle wraps driver errors). */
const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: unknown }
  if (typeof e?.code === 'string') return e.code
  return e?.cause ? codeOf(e.cause) : undefined
}

/** A row is still referenced by another table (deleting a station that holds vehicles). */
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === '23503'

/** A unique index refused a duplicate (two requests racing past the friendly check). */
export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505'

/** The name of the constraint or index an error names, looked up like the code. */
export const constraintOf = (err: unknown): string | undefined => {
  const e = err as { constraint?: unknown; cause?: unknown }
  if (typeof e?.constraint === 'string') return e.constraint
  return e?.cause ? constraintOf(e.cause) : undefined
}

import type { Queryable } from './client'

/**
 * A hot query built once per database handle. Drizzle turns a query into SQL text on every call, and for
 * a wide select that costs more CPU than PostgreSQL spends running it; a query built once with
 * placeholders (`sql.placeholder('id')`) and `.prepare(name)` only binds its values after that. On
 * PostgreSQL each connection also prepares the statement once under `name`.
 */
export const preparedQuery = <Q>(build: (db: Queryable) => Q) => {
  const built = new WeakMap<Queryable, Q>()
  return (db: Queryable): Q => {
    let query = built.get(db)
    if (!query) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}

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

/**
 * Hot queries of many shapes (a list's filters and order): each shape is built once per database
 * handle, under its key, and reused with new values for its placeholders.
 */
export const preparedQueries = <S, Q>(build: (db: Queryable, shape: S) => Q) => {
  const built = new WeakMap<Queryable, Map<string, Q>>()
  return (db: Queryable, key: string, shape: S): Q => {
    let shapes = built.get(db)
    if (!shapes) {
      shapes = new Map()
      built.set(db, shapes)
    }
    let query = shapes.get(key)
    if (!query) {
      query = build(db, shape)
      shapes.set(key, query)
    }
    return query
  }
}

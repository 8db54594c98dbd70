import { type AnyColumn, fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { keepNewest } from '../lib/keep-newest'
import { pipelinedConnectionOf, type Queryable, statementName } from './client'

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

const dialect = new PgDialect()
/** Hand-written statements' shapes kept built, in all (a report's filters and order make hundreds). */
const statementsMost = 1000

/**
 * A hand-written statement (CTEs, unions: what the query builder does not say) of many shapes, each
 * turned into SQL text once per process, with `sql.placeholder(name)` for its values, which each call
 * binds. Drizzle otherwise renders every column, table and sub-statement of it again on each call, a
 * cost of the server's processor on every report page (see docs/decisions/0023). Answers the rows, as
 * `selectRows` does.
 */
export const preparedStatements = <S>(build: (shape: S) => SQL, opts: { short?: boolean } = {}) => {
  const built = new Map<string, Query>()
  const run = opts.short ? runShort : runWrittenOut
  return async <T>(db: Queryable, key: string, shape: S, values: Record<string, unknown>): Promise<T[]> => {
    let query = built.get(key)
    if (!query) {
      query = writtenOut(build(shape))
      keepNewest(built, key, query, statementsMost)
    }
    return run<T>(db, query, values)
  }
}

/**
 * The select list of a hand-written statement from a query builder's selection (`{ name: column }`): each
 * column under its key, so the rows read back with the same fields as the builder's.
 */
export const selectColumns = (columns: Record<string, AnyColumn | SQL>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  )

/** A hand-written statement of one shape as SQL text, once: its `sql.placeholder`s are bound per call. */
export const writtenOut = (statement: SQL): Query => dialect.sqlToQuery(statement)

/** The rows of a statement written out by `writtenOut`, its placeholders bound to `values`. */
export const runWrittenOut = async <T>(db: Queryable, query: Query, values: Record<string, unknown>) => {
  const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values)
  return (result as { rows: T[] }).rows
}

/**
 * The rows of a short statement written out by `writtenOut`: one whose cost is bounded whatever is
 * asked (a lookup by key, a page of a table of a few dozen rows such as the stations). On PostgreSQL it
 * goes over the pipelined connection (pipelined.ts) with the session checks and the other short
 * statements asked in the same turn of the event loop, in one write, instead of taking a pool
 * connection and waking its database process, which under load leaves the pool to the long reads (see
 * docs/decisions/0023, "Session checks in flight together"). A statement that fails there (or finds
 * the connection failed) is run through the pool, which answers it or fails it with its own error; only
 * reads belong here. On PGlite, through the pool as any other.
 */
export const runShort = async <T>(db: Queryable, query: Query, values: Record<string, unknown>) => {
  const pipelined = pipelinedConnectionOf(db)
  if (pipelined) {
    try {
      return await pipelined.query<T>({
        name: statementName(query.sql),
        text: query.sql,
        values: fillPlaceholders(query.params, values),
      })
    } catch {
      // Run again through the pool: the connection failed, or the statement did and fails there too.
    }
  }
  return runWrittenOut<T>(db, query, values)
}

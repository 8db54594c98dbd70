import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Category, CategoryStatus } from '../../../shared/categories'
import type { ListQuery } from '../../../shared/list-query'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { categories } from './categories.table'

const columns = {
  id: categories.id,
  version: categories.version,
  name: categories.name,
  description: categories.description,
  status: categories.status,
  imageId: categories.imageId,
}

type Row = { [K in keyof typeof columns]: (typeof categories.$inferSelect)[K] }

const present =
  (store: FileStore) =>
  ({ imageId, status, ...row }: Row): Category => ({
    ...row,
    status: status as CategoryStatus,
    imageUrl: store.url(imageId),
  })

const sortable = {
  name: sql`lower(${categories.name})`,
  status: categories.status,
  createdAt: categories.createdAt,
}

export type CategoryFilter = ListQuery & { status?: CategoryStatus }

export const listCategories = async (db: Queryable, store: FileStore, query: CategoryFilter) => {
  const filters: SQL[] = []
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(or(ilike(categories.name, pattern), ilike(categories.description, pattern))!)
  }
  if (query.status) filters.push(eq(categories.status, query.status))
  const where = filters.length ? and(...filters) : undefined
  const rows = await db
    .select(columns)
    .from(categories)
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, 'name', categories.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset)
  const total = query.page ? await db.$count(categories, where) : undefined
  return { rows: rows.map(present(store)), total }
}

export const getCategory = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id))
  return row ? present(store)(row) : undefined
}

export const getCategoryRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row
}

export const categoryNameTaken = async (db: Queryable, name: string, exceptId?: number) => {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.toLowerCase()))
  return rows.some((r) => r.id !== exceptId)
}

export type CategoryValues = typeof categories.$inferInsert

export const insertCategory = async (db: Queryable, values: CategoryValues) => {
  const [row] = await db.insert(categories).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateCategory = async (
  db: Queryable,
  id: number,
  values: Partial<CategoryValues>,
  version?: number,
) => {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(categories) })
    .where(asLoaded(categories, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteCategoryRow = (db: Queryable, id: number) =>
  db.delete(categories).where(eq(categories.id, id))

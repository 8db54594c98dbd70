import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/list-query'
import type { Role } from '../../../shared/roles'
import type { UserRow } from '../../../shared/users'
import type { Queryable } from '../../db/client'
import { cachedTotal } from '../../lib/list'
import { countries } from '../countries/countries.table'
import { users } from './users.table'

const live = isNull(users.deletedAt)

const userInfoColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userRole: users.role,
  countryId: users.countryId,
  countryName: countries.name,
  currency: countries.currency,
}

export const countUsers = async (db: Queryable) => {
  const [row] = await db.select({ n: count() }).from(users).where(live)
  return row?.n ?? 0
}

export const getPasswordHash = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(live, eq(users.id, id)))
  return row?.passwordHash
}

export const getUserInfo = async (db: Queryable, id: number): Promise<UserRow | undefined> => {
  const [row] = await db
    .select(userInfoColumns)
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .where(and(live, eq(users.id, id)))
  return row as UserRow | undefined
}

const sortable = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userRole: users.role,
  countryName: countries.name,
  createdAt: users.createdAt,
} as const

export const listUsers = async (db: Queryable, query: ListQuery) => {
  const filters: SQL[] = [live]
  if (query.q) {
    const like = `%${query.q}%`
    filters.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!)
  }
  const where = and(...filters)
  const key = (query.sort?.replace(/^-/, '') ?? 'firstName') as keyof typeof sortable
  const column = sortable[key] ?? users.firstName
  const order = query.sort?.startsWith('-') ? desc(column) : asc(column)
  const page = query.page ?? 1
  // The page and, once per filter (see cachedTotal), how many users match: side by side.
  const counted = db.select({ n: count() }).from(users).where(where)
  const [rows, total] = await Promise.all([
    db
      .select(userInfoColumns)
      .from(users)
      .innerJoin(countries, eq(countries.id, users.countryId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.pageSize)
      .offset((page - 1) * query.pageSize),
    query.page ? cachedTotal(counted, async () => (await counted)[0]?.n ?? 0) : undefined,
  ])
  return { rows: rows as UserRow[], total }
}

export const emailTaken = async (db: Queryable, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(live, eq(sql`lower(${users.email})`, email.toLowerCase())))
  ).length > 0

export type NewUser = {
  firstName: string
  lastName: string
  email: string
  countryId: number
  role: Role
  passwordHash: string
}

export const insertUser = async (db: Queryable, user: NewUser) => {
  const [row] = await db.insert(users).values(user).returning()
  return row!
}

export const getUserRow = async (db: Queryable, id: number) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(live, eq(users.id, id)))
  return row
}

export const markUserDeleted = (db: Queryable, id: number) =>
  db.update(users).set({ deletedAt: sql`now()`, active: false }).where(eq(users.id, id))

export const setPasswordHash = (db: Queryable, id: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, id))

import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/list-query'
import type { Role } from '../../../shared/roles'
import type { UserRow } from '../../../shared/users'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { countries } from '../countries/countries.table'
import { twoFactors } from '../two-factor/two-factor.table'
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
  twoFactor: sql<boolean>`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${users.id}
    and ${twoFactors.confirmedAt} is not null)`,
}

export const countUsers = async (db: Queryable) => db.$count(users, live)

export const getPasswordHash = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(live, eq(users.id, id)))
  return row?.passwordHash
}

export const getUserInfo = async (
  db: Queryable,
  id: number,
): Promise<Omit<UserRow, 'active'> | undefined> => {
  const [row] = await db
    .select(userInfoColumns)
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .where(and(live, eq(users.id, id)))
  return row as Omit<UserRow, 'active'> | undefined
}

const listColumns = { ...userInfoColumns, active: users.active }

const sortable = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userRole: users.role,
  countryName: countries.name,
  createdAt: users.createdAt,
} as const

/** Live users, and with a search those whose name or e-mail holds it. */
const whereOf = (q: string | undefined) => {
  if (!q) return live
  const like = likePattern(q)
  return and(live, or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)))
}

export const listUsers = async (db: Queryable, query: ListQuery) => {
  const where = whereOf(query.q)
  const { limit, offset } = pageOf(query)
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .innerJoin(countries, eq(countries.id, users.countryId))
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, 'firstName', users.id))
      .limit(limit)
      .offset(offset),
    query.page ? db.$count(users, where) : undefined,
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

/** Changes a live user's role and country, or whether they may sign in; the row as it is now. */
export const updateUserRow = async (
  db: Queryable,
  id: number,
  change: { role: Role; countryId: number } | { active: boolean },
) => {
  const [row] = await db
    .update(users)
    .set(change)
    .where(and(live, eq(users.id, id)))
    .returning()
  return row!
}

/** Live, active SuperAdmins: the owners who can still sign in. */
export const countActiveOwners = async (db: Queryable) =>
  db.$count(users, and(live, eq(users.active, true), eq(users.role, 'SuperAdmin')))

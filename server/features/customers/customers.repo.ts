import { and, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Customer } from '../../../shared/customers'
import type { ListQuery } from '../../../shared/list-query'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { fullName } from '../../lib/names'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { countries } from '../countries/countries.table'
import { customers } from './customers.table'

/** The text the trigram index covers; searches must use the same expression to use the index. */
const searchText = sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || coalesce(${customers.phone}, '') || ' ' || coalesce(${customers.whatsapp}, '') || ' ' || coalesce(${customers.email}, '') || ' ' || coalesce(${customers.city}, '') || ' ' || coalesce(${customers.businessName}, ''))`

/** Phones are stored as +<dial code><digits>: a typed number ("0712 345 678") is searched by its digits. */
export const searchTerm = (q: string) =>
  /^[+\d\s().-]+$/.test(q) && q.replace(/\D/g, '').length >= 4 ? q.replace(/\D/g, '').replace(/^0+/, '') : q

const businessCountries = alias(countries, 'business_countries')

const { updatedAt: _updatedAt, ...customerColumns } = getTableColumns(customers)
const columns = {
  ...customerColumns,
  countryName: countries.name,
  countryFlag: countries.flag,
  businessCountryName: businessCountries.name,
}

type Row = Omit<typeof customers.$inferSelect, 'updatedAt'> & {
  countryName: string
  countryFlag: string
  businessCountryName: string | null
}

/** The API's customer: files as signed URLs, never their ids. */
const present =
  (store: FileStore) =>
  ({ photoId, idCardFrontId, idCardBackId, businessCardId, createdAt, ...row }: Row): Customer => ({
    ...row,
    photoUrl: store.url(photoId),
    idCardFrontUrl: store.url(idCardFrontId),
    idCardBackUrl: store.url(idCardBackId),
    businessCardUrl: store.url(businessCardId),
    createdAt: createdAt.toISOString(),
  })

const sortable = {
  name: fullName(customers.firstName, customers.lastName),
  businessName: customers.businessName,
  countryName: countries.name,
  city: customers.city,
  securityDeposit: customers.securityDeposit,
  createdAt: customers.createdAt,
}

const selectCustomers = (db: Queryable) =>
  db
    .select(columns)
    .from(customers)
    .innerJoin(countries, eq(countries.id, customers.countryId))
    .leftJoin(businessCountries, eq(businessCountries.id, customers.businessCountryId))

export type CustomerFilter = ListQuery & { countryId?: number }

/** The list's filters: its search and country. */
const customerFilters = (query: CustomerFilter) => {
  const filters: SQL[] = []
  if (query.q) filters.push(ilike(searchText, likePattern(searchTerm(query.q))))
  if (query.countryId) filters.push(eq(customers.countryId, query.countryId))
  return filters.length ? and(...filters) : undefined
}

/** How many customers match the list's filters. */
export const countCustomers = async (db: Queryable, query: CustomerFilter) =>
  db.$count(customers, customerFilters(query))

export const listCustomers = async (
  db: Queryable,
  store: FileStore,
  query: CustomerFilter,
  /** A window other than the query's page, for exports; no total is counted then. */
  window?: { offset: number; limit: number },
) => {
  const where = customerFilters(query)
  const { limit, offset } = window ?? pageOf(query)
  const rows = await selectCustomers(db)
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, 'name', customers.id))
    .limit(limit)
    .offset(offset)
  const total = query.page && !window ? await countCustomers(db, query) : undefined
  return { rows: rows.map(present(store)), total }
}

export const getCustomer = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await selectCustomers(db).where(eq(customers.id, id))
  return row ? present(store)(row) : undefined
}

export const getCustomerRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id))
  return row
}

export const customerEmailTaken = async (db: Queryable, email: string, exceptId?: number) => {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))
  return rows.some((r) => r.id !== exceptId)
}

export type CustomerValues = typeof customers.$inferInsert

export const insertCustomer = async (db: Queryable, values: CustomerValues) => {
  const [row] = await db.insert(customers).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateCustomer = async (
  db: Queryable,
  id: number,
  values: Partial<CustomerValues>,
  version?: number,
) => {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(customers) })
    .where(asLoaded(customers, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteCustomerRow = (db: Queryable, id: number) =>
  db.delete(customers).where(eq(customers.id, id))

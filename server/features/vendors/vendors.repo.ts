import { and, eq, ilike, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Vendor, VendorQuery } from '../../../shared/vendors'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { countries } from '../countries/countries.table'
import { files } from '../files/files.table'
import { vendors } from './vendors.table'

/** The text the trigram index covers; searches must use the same expression to use the index. */
const searchText = sql`(${vendors.name} || ' ' || coalesce(${vendors.phone}, '') || ' ' || coalesce(${vendors.email}, '') || ' ' || coalesce(${vendors.city}, ''))`

/** A phone number typed as dialled locally ("0712 345678") finds the stored "+254712345678". */
const searchTerm = (q: string) =>
  /^[+\d][\d\s().-]{4,}$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : q

const idCard = alias(files, 'id_card')

const columns = {
  id: vendors.id,
  version: vendors.version,
  name: vendors.name,
  type: vendors.type,
  registrationNo: vendors.registrationNo,
  countryId: vendors.countryId,
  countryName: countries.name,
  countryFlag: countries.flag,
  currency: vendors.currency,
  phone: vendors.phone,
  email: vendors.email,
  address: vendors.address,
  city: vendors.city,
  advance: vendors.advance,
  notes: vendors.notes,
  pictureId: vendors.pictureId,
  idCardId: vendors.idCardId,
  idCardMime: idCard.mime,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
}

type Row = Omit<Vendor, 'imageUrl' | 'idCardUrl' | 'type' | 'createdAt' | 'updatedAt'> & {
  type: string
  pictureId: string | null
  idCardId: string | null
  createdAt: Date
  updatedAt: Date
}

const present =
  (store: FileStore) =>
  ({ pictureId, idCardId, ...row }: Row): Vendor => ({
    ...row,
    type: row.type as Vendor['type'],
    imageUrl: store.url(pictureId),
    idCardUrl: store.url(idCardId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  })

const sortable = {
  name: vendors.name,
  type: vendors.type,
  city: vendors.city,
  countryName: countries.name,
  advance: vendors.advance,
  createdAt: vendors.createdAt,
}

const selectVendors = (db: Queryable) =>
  db
    .select(columns)
    .from(vendors)
    .innerJoin(countries, eq(countries.id, vendors.countryId))
    .leftJoin(idCard, eq(idCard.id, vendors.idCardId))

/** The list's filters: its search, country and type. */
const vendorFilters = (query: VendorQuery) => {
  const filters: SQL[] = []
  if (query.q) filters.push(ilike(searchText, likePattern(searchTerm(query.q))))
  if (query.countryId) filters.push(eq(vendors.countryId, query.countryId))
  if (query.type) filters.push(eq(vendors.type, query.type))
  return filters.length ? and(...filters) : undefined
}

/** How many vendors match the list's filters. */
export const countVendors = async (db: Queryable, query: VendorQuery) =>
  db.$count(vendors, vendorFilters(query))

export const listVendors = async (
  db: Queryable,
  store: FileStore,
  query: VendorQuery,
  /** A window other than the query's page, for exports; no total is counted then. */
  window?: { offset: number; limit: number },
) => {
  const { limit, offset } = window ?? pageOf(query)
  const rows = await selectVendors(db)
    .where(vendorFilters(query))
    .orderBy(...orderBy(query.sort, sortable, 'name', vendors.id))
    .limit(limit)
    .offset(offset)
  const total = query.page && !window ? await countVendors(db, query) : undefined
  return { rows: rows.map(present(store)), total }
}

export const getVendor = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await selectVendors(db).where(eq(vendors.id, id))
  return row ? present(store)(row) : undefined
}

export const getVendorRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id))
  return row
}

/** The same name (any case) in the same country belongs to another vendor. */
export const vendorNameTaken = async (db: Queryable, name: string, countryId: number, exceptId?: number) => {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(sql`lower(${vendors.name})`, name.toLowerCase()), eq(vendors.countryId, countryId)))
  return rows.some((r) => r.id !== exceptId)
}

export type VendorValues = typeof vendors.$inferInsert

export const insertVendor = async (db: Queryable, values: VendorValues) => {
  const [row] = await db.insert(vendors).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateVendor = async (
  db: Queryable,
  id: number,
  values: Partial<VendorValues>,
  version?: number,
) => {
  const [row] = await db
    .update(vendors)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(vendors) })
    .where(asLoaded(vendors, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteVendorRow = (db: Queryable, id: number) => db.delete(vendors).where(eq(vendors.id, id))

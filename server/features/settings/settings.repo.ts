import { and, eq, sql } from 'drizzle-orm'
import type { ChainSettings, ChainSettingsView } from '../../../shared/export-files'
import { type Role, roles } from '../../../shared/roles'
import type { Settings } from '../../../shared/settings'
import type { Queryable } from '../../db/client'
import type { Letterhead } from '../../lib/pdf'
import { businessSettings } from './settings.table'

const theRow = eq(businessSettings.id, 1)

/** Makes sure the one settings row exists, named after BUSINESS_NAME until someone changes it. */
export const ensureSettings = (db: Queryable, name: string) =>
  db.insert(businessSettings).values({ id: 1, name }).onConflictDoNothing()

const readRow = async (db: Queryable) => {
  const [row] = await db.select().from(businessSettings).where(theRow)
  return row
}

/** The settings as the API shows them: the logo as a data: URL. */
export const getSettings = async (db: Queryable, fallbackName: string): Promise<Settings> => {
  const row = await readRow(db)
  return {
    name: row?.name ?? fallbackName,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    bankDetails: row?.bankDetails ?? null,
    logoUrl: row?.logo ? `data:${row.logoMime ?? 'image/png'};base64,${row.logo.toString('base64')}` : null,
    updatedAt: row?.updatedBy ? row.updatedAt.toISOString() : null,
  }
}

/** The letterhead every PDF prints: the business's name, contacts, bank details and logo. */
export const getLetterhead = async (db: Queryable): Promise<Letterhead> => {
  const row = await readRow(db)
  return {
    name: row?.name ?? 'Kuruma Motors',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    bankDetails: row?.bankDetails ?? '',
    logo: row?.logo ?? null,
  }
}

/** The owners' export-chain periods (defaults until the row exists). */
export const getChainSettings = async (db: Queryable): Promise<ChainSettings> => {
  const [row] = await db
    .select({
      auctionPaymentDays: businessSettings.auctionPaymentDays,
      reinspectionDays: businessSettings.reinspectionDays,
      originalsAfterPaymentDays: businessSettings.originalsAfterPaymentDays,
      taxPeriodMonths: sql<1 | 3 | 12>`${businessSettings.taxPeriodMonths}`,
      fiscalYearEndMonth: businessSettings.fiscalYearEndMonth,
    })
    .from(businessSettings)
    .where(theRow)
  return (
    row ?? {
      auctionPaymentDays: 3,
      reinspectionDays: 7,
      originalsAfterPaymentDays: 7,
      taxPeriodMonths: 12,
      fiscalYearEndMonth: 3,
    }
  )
}

/** The owners' export-chain periods with the row's version, as the settings page loads them. */
export const getChainSettingsView = async (db: Queryable): Promise<ChainSettingsView> => {
  const [row] = await db.select({ version: businessSettings.version }).from(businessSettings).where(theRow)
  return { ...(await getChainSettings(db)), version: row?.version ?? 1 }
}

/** Writes the periods over the version the editor loaded (none: as it is); undefined when it changed meanwhile. */
export const writeChainSettings = async (
  db: Queryable,
  values: ChainSettings,
  updatedBy: number,
  version?: number,
) => {
  const [row] = await db
    .update(businessSettings)
    .set({ ...values, updatedBy, updatedAt: sql`now()`, version: sql`${businessSettings.version} + 1` })
    .where(version ? and(theRow, eq(businessSettings.version, version)) : theRow)
    .returning({ version: businessSettings.version })
  return row
}

export type SettingsValues = Omit<typeof businessSettings.$inferInsert, 'id' | 'updatedAt'>

/** Writes the one row (created if it is not there yet). */
export const writeSettings = (db: Queryable, values: SettingsValues) =>
  db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...values, updatedAt: sql`now()` } })

/** The roles that must sign in with a second factor (none until an owner chooses). */
export const getTwoFactorRoles = async (db: Queryable): Promise<Role[]> => {
  const [row] = await db
    .select({ roles: businessSettings.twoFactorRoles })
    .from(businessSettings)
    .where(theRow)
  return (row?.roles ?? []).filter((r): r is Role => (roles as readonly string[]).includes(r))
}

export const writeTwoFactorRoles = (db: Queryable, twoFactorRoles: Role[], updatedBy: number) =>
  db
    .update(businessSettings)
    .set({ twoFactorRoles, updatedBy, updatedAt: sql`now()` })
    .where(theRow)
    .returning({ id: businessSettings.id })

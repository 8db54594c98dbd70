import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { vendors } from '../vendors/vendors.table'

/** A customer as a ledger names it, with the security deposit held for them. */
export const getCustomerParty = async (db: Queryable, id: number) =>
  (
    await db
      .select({
        id: customers.id,
        name: sql<string>`${fullName(customers.firstName, customers.lastName)}`,
        currency: customers.currency,
        held: customers.securityDeposit,
        countryId: customers.countryId,
      })
      .from(customers)
      .where(eq(customers.id, id))
  )[0]

/** A vendor as a ledger names it, with the advance paid to them. */
export const getVendorParty = async (db: Queryable, id: number) =>
  (
    await db
      .select({
        id: vendors.id,
        name: vendors.name,
        currency: vendors.currency,
        held: vendors.advance,
        countryId: vendors.countryId,
      })
      .from(vendors)
      .where(eq(vendors.id, id))
  )[0]

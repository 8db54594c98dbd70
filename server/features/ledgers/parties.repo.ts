import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { vendors } from '../vendors/vendors.table'

const customerParty = preparedQuery((db) =>
  db
    .select({
      id: customers.id,
      name: sql<string>`${fullName(customers.firstName, customers.lastName)}`,
      currency: customers.currency,
      held: customers.securityDeposit,
      countryId: customers.countryId,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_party'),
)

const vendorParty = preparedQuery((db) =>
  db
    .select({
      id: vendors.id,
      name: vendors.name,
      currency: vendors.currency,
      held: vendors.advance,
      countryId: vendors.countryId,
    })
    .from(vendors)
    .where(eq(vendors.id, sql.placeholder('id')))
    .prepare('vendor_party'),
)

/** A customer as a ledger names it, with the security deposit held for them. */
export const getCustomerParty = async (db: Queryable, id: number) =>
  (await customerParty(db).execute({ id }))[0]

/** A vendor as a ledger names it, with the advance paid to them. */
export const getVendorParty = async (db: Queryable, id: number) => (await vendorParty(db).execute({ id }))[0]

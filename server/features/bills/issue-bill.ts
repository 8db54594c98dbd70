import { eq } from 'drizzle-orm'
import type { BillValues as BillInput } from '../../../shared/bills'
import { can } from '../../../shared/permissions'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { countries } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { vehicles } from '../vehicles/vehicles.table'
import { billNumber, insertBill, insertLinesAndTotal, takeBillSeq } from './bills.repo'

const customerOf = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      businessName: customers.businessName,
      address: customers.address,
      city: customers.city,
      province: customers.province,
      postCode: customers.postCode,
      countryId: customers.countryId,
      countryName: countries.name,
    })
    .from(customers)
    .innerJoin(countries, eq(countries.id, customers.countryId))
    .where(eq(customers.id, id))
  return row
}

const vehicleOf = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      id: vehicles.id,
      stockNo: vehicles.stockNo,
      chassisNo: vehicles.chassisNo,
      model: vehicles.model,
      countryId: vehicles.countryId,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id))
  return row
}

/** Who is billed: a customer of the book (as they are today, kept on the bill) or the name typed. */
const buyerOf = async (db: Queryable, actor: SessionUser, input: BillInput) => {
  if (!input.customerId) return { customerId: null, name: input.buyerName!, address: null, countryId: null }
  const customer = await customerOf(db, input.customerId)
  // Another country's customer is, to a branch, a customer that does not exist.
  const seesAll = can(actor.role, 'countries', 'viewAll')
  if (!customer || (!seesAll && customer.countryId !== actor.countryId)) throw notFound('Customer not found')
  const name = `${customer.firstName} ${customer.lastName}`.trim()
  const place = [customer.city, customer.province, customer.postCode].filter(Boolean).join(' ')
  return {
    customerId: customer.id,
    name: customer.businessName ? `${name} (${customer.businessName})` : name,
    address: [customer.address, place, customer.countryName].filter(Boolean).join(', ') || null,
    countryId: customer.countryId,
  }
}

/**
 * Issues a bill: checks the currency and the amounts, then in one transaction takes the year's next
 * number, writes the bill and its lines (totals computed by the database) and the audit entry.
 */
export const issueBill = async (db: Db, actor: SessionUser, input: BillInput) => {
  const decimals = await checkAmounts(
    db,
    input.currency,
    Object.fromEntries(input.lines.map((l, i) => [`lines.${i}.unitPrice`, l.unitPrice])),
  )
  const buyer = await buyerOf(db, actor, input)
  const vehicle = input.vehicleId ? await vehicleOf(db, input.vehicleId) : undefined
  if (input.vehicleId && !vehicle) throw notFound('Vehicle not found')
  // A branch bills in its own country; an owner bills in the customer's, else the vehicle's, else theirs.
  const countryId = can(actor.role, 'countries', 'viewAll')
    ? (buyer.countryId ?? vehicle?.countryId ?? actor.countryId)
    : actor.countryId
  const year = Number(input.issueDate.slice(0, 4))
  return db.transaction(async (tx) => {
    const seq = await takeBillSeq(tx, year)
    const number = billNumber(year, seq)
    const id = await insertBill(tx, {
      number,
      year,
      seq,
      customerId: buyer.customerId,
      buyerName: buyer.name,
      buyerAddress: buyer.address,
      vehicleId: vehicle?.id ?? null,
      countryId,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      paymentTerms: input.paymentTerms,
      tradeTerm: input.tradeTerm,
      currency: input.currency,
      searchText: [number, buyer.name, vehicle?.stockNo, vehicle?.chassisNo, vehicle?.model]
        .filter(Boolean)
        .join(' '),
      createdBy: actor.id,
    })
    const total = await insertLinesAndTotal(tx, id, input.lines, decimals)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'bills',
      entityId: id,
      action: 'create',
      after: { number, ...input, total },
    })
    return { id, number, total }
  })
}

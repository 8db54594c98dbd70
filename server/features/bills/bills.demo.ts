import { asc, count, eq } from 'drizzle-orm'
import { BillInput } from '../../../shared/bills'
import { addDays, todayIn } from '../../../shared/dates'
import type { Db } from '../../db/client'
import { demoOwner } from '../../db/demo'
import { customers } from '../customers/customers.table'
import { sales } from '../sales/sales.table'
import { businessSettings } from '../settings/settings.table'
import { vehicles } from '../vehicles/vehicles.table'
import { bills } from './bills.table'
import { issueBill } from './issue-bill'
import { voidBill } from './void-bill'

/** The demo letterhead: set once, left alone after someone edits it. */
const seedLetterhead = async (db: Db) => {
  const [row] = await db.select({ address: businessSettings.address }).from(businessSettings)
  const values = {
    name: 'Kuruma Motors Co., Ltd.',
    address: '2-3-1 Minatomirai, Nishi-ku, Yokohama 220-0012, Japan',
    phone: '+81 45 000 1234',
    email: 'accounts@kuruma-motors.example',
    bankDetails: 'MUFG Bank, Yokohama branch · account 1234567 · SWIFT BOTKJPJT · Kuruma Motors Co., Ltd.',
  }
  if (!row) await db.insert(businessSettings).values({ id: 1, ...values })
  else if (!row.address) await db.update(businessSettings).set(values).where(eq(businessSettings.id, 1))
}

/**
 * Ten bills of the demo business: invoices for sold vehicles to their buyers (the sale's price, freight
 * and inspection), one proforma to a walk-in buyer, and one voided and issued again. Idempotent.
 */
export const seedBillsDemo = async (db: Db, timeZone: string) => {
  await seedLetterhead(db)
  const [existing] = await db.select({ n: count() }).from(bills)
  if (existing!.n > 0) return
  const actor = await demoOwner(db)
  if (!actor) return
  const sold = await db
    .select({
      vehicleId: sales.vehicleId,
      customerId: sales.customerId,
      date: sales.date,
      price: sales.price,
      currency: sales.currency,
      model: vehicles.model,
      chassisNo: vehicles.chassisNo,
      tradeTerm: customers.tradeTerm,
    })
    .from(sales)
    .innerJoin(vehicles, eq(vehicles.id, sales.vehicleId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(eq(sales.status, 'active'))
    .orderBy(asc(sales.id))
    .limit(9)
  const today = todayIn(timeZone)
  const issue = (fields: Record<string, unknown>) => issueBill(db, actor, BillInput.parse(fields))
  const ids: number[] = []
  for (const [i, s] of sold.entries()) {
    const freight = s.currency === 'JPY' ? '120000' : s.currency === 'USD' ? '1450' : '0'
    const bill = await issue({
      customerId: s.customerId,
      vehicleId: s.vehicleId,
      issueDate: s.date,
      dueDate: addDays(s.date, 30),
      paymentTerms:
        i % 2 ? 'Down payment on order, balance in monthly instalments' : 'Full payment before shipment',
      tradeTerm: s.tradeTerm ?? (i % 3 === 0 ? 'CIF' : 'FOB'),
      currency: s.currency,
      lines: [
        { description: `${s.model}, chassis ${s.chassisNo}`, quantity: '1', unitPrice: s.price },
        ...(freight === '0'
          ? []
          : [{ description: 'Ocean freight and insurance', quantity: '1', unitPrice: freight }]),
        ...(s.currency === 'JPY'
          ? [{ description: 'Export inspection and certificate', quantity: '1', unitPrice: '15000' }]
          : []),
      ],
    })
    ids.push(bill.id)
  }
  await issue({
    buyerName: 'Harbour Auto Traders (walk-in)',
    issueDate: today,
    dueDate: addDays(today, 14),
    paymentTerms: 'Proforma: 30% deposit to reserve the vehicles',
    tradeTerm: 'C&F',
    currency: 'USD',
    lines: [
      { description: 'Toyota Hiace van 2017, as seen in Yokohama yard', quantity: '2', unitPrice: '11800' },
      { description: 'Container freight to Dar es Salaam', quantity: '1', unitPrice: '2600' },
    ],
  })
  if (ids[0]) await voidBill(db, actor, ids[0], 'Wrong trade term: issued again', {})
}

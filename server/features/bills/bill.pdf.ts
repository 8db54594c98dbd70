import type { Bill } from '../../../shared/bills'
import { formatAmount, formatMoney } from '../../../shared/money'
import {
  bankDetailsBlock,
  documentPdf,
  fieldRows,
  type Letterhead,
  type Pdf,
  pdfTable,
  renderPdf,
} from '../../lib/pdf'

const titleOf = (bill: Bill) => `Invoice ${bill.number}${bill.status === 'void' ? ' (VOID)' : ''}`

/** The bill's body under the letterhead: who and what, the lines with their total, then how to pay. */
const drawBill = (bill: Bill, letterhead: Letterhead | null) => async (doc: Pdf) => {
  fieldRows(doc, [
    ['Bill to', bill.buyerName],
    ['Address', bill.buyerAddress],
    ['Issue date', bill.issueDate],
    ['Due date', bill.dueDate],
    ['Trade term', bill.tradeTerm],
    ['Payment terms', bill.paymentTerms],
    ...(bill.vehicleId
      ? ([['Vehicle', `${bill.stockNo} — ${bill.model}${bill.chassisNo ? ` (${bill.chassisNo})` : ''}`]] as [
          string,
          string,
        ][])
      : []),
    ...(bill.status === 'void' ? ([['Voided', bill.voidReason ?? '']] as [string, string][]) : []),
  ])
  doc.moveDown(0.8)
  const amount = (v: string) => formatAmount(v, bill.currency)
  await pdfTable(
    doc,
    [
      { header: '#', width: 0.5 },
      { header: 'Description', width: 6 },
      { header: 'Quantity', width: 1.3, align: 'right' },
      { header: `Unit price (${bill.currency})`, width: 2.2, align: 'right' },
      { header: `Amount (${bill.currency})`, width: 2.2, align: 'right' },
    ],
    bill.lines.map((l) => [
      String(l.position),
      l.description,
      l.quantity.replace(/\.00$/, ''),
      amount(l.unitPrice),
      amount(l.lineTotal),
    ]),
    [['', 'Total', '', '', formatMoney(bill.total, bill.currency)]],
  )
  bankDetailsBlock(doc, letterhead)
}

const subtitleOf = (bill: Bill) => `Issued ${bill.issueDate} · due ${bill.dueDate}`

/** The bill as a streamed PDF (GET /bills/{id}/pdf). */
export const billPdf = (bill: Bill, letterhead: Letterhead | null) =>
  documentPdf({ title: titleOf(bill), subtitle: subtitleOf(bill), letterhead }, drawBill(bill, letterhead))

/** The bill as bytes, to attach to an e-mail. */
export const billPdfBytes = (bill: Bill, letterhead: Letterhead | null) =>
  renderPdf(titleOf(bill), drawBill(bill, letterhead), { subtitle: subtitleOf(bill), letterhead })

import { formatMoney } from '../../../shared/money'
import { type PaymentMethod, paymentMethodLabels } from '../../../shared/sales'
import { bold, type Letterhead, regular, renderPdf, write } from '../../lib/pdf'
import type { Receipt } from './payments.repo'

/** A payment receipt as an A5 PDF: number, date, who, what for, how much and how. */
export const renderReceipt = (r: Receipt, letterhead: Letterhead | null) =>
  renderPdf(
    `Receipt ${r.receiptNo}`,
    (doc) => {
      regular(doc, 10)
      const line = (label: string, value: string | null) => {
        if (value) write(doc, `${label}: ${value}`)
      }
      line('Receipt no.', r.receiptNo)
      line('Date', r.date)
      line(r.direction === 'in' ? 'Received from' : 'Paid to', r.party)
      line('Vehicle', `${r.stockNo} — ${r.model} (${r.chassisNo})`)
      write(bold(doc.moveDown(0.5), 14), formatMoney(r.amount, r.currency))
      regular(doc, 10).moveDown(0.5)
      line(
        'Method',
        `${paymentMethodLabels[r.method as PaymentMethod] ?? r.method}${r.chequeNo ? ` no. ${r.chequeNo}` : ''}`,
      )
      line('Place', r.place)
      line('Details', r.details)
      if (r.isAdvance) write(doc, 'Recorded as an advance.')
      line('Recorded by', r.recordedBy)
    },
    { size: 'A5', margin: 36, letterhead, heading: r.direction === 'in' ? 'Receipt' : 'Payment voucher' },
  )

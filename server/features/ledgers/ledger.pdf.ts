import { closingText, type Ledger } from '../../../shared/ledgers'
import { formatAmount, formatMoney } from '../../../shared/money'
import { documentPdf, heading, type Letterhead, pdfTable } from '../../lib/pdf'

const kindLabels: Record<string, string> = {
  sale: 'Sale',
  purchase: 'Purchase',
  payment: 'Payment',
  advance: 'Advance',
  reversal: 'Reversal',
  bill: 'Bill (document)',
}

const period = (ledger: Ledger) =>
  ledger.from || ledger.to ? `${ledger.from ?? 'the start'} to ${ledger.to ?? 'today'}` : 'All dates'

/** A customer's or vendor's ledger as a PDF: balances per currency, then every line with its running balance. */
export const ledgerPdf = (ledger: Ledger, side: 'Customer' | 'Vendor', letterhead: Letterhead | null) =>
  documentPdf(
    {
      title: `${side} ledger — ${ledger.party.name}`,
      subtitle: `${period(ledger)} · ${ledger.held.kind === 'deposit' ? 'Security deposit' : 'Advance'} held ${formatMoney(ledger.held.amount, ledger.held.currency)}`,
      letterhead,
      landscape: true,
    },
    async (doc) => {
      const right = 'right' as const
      heading(doc, 'Balances')
      await pdfTable(
        doc,
        [
          { header: 'Currency', width: 1 },
          { header: 'Opening', width: 2, align: right },
          { header: side === 'Customer' ? 'Debits (sales)' : 'Debits (purchases)', width: 2, align: right },
          { header: 'Credits (payments)', width: 2, align: right },
          { header: 'Closing', width: 2, align: right },
        ],
        ledger.balances.map((b) => [
          b.currency,
          formatAmount(b.opening, b.currency),
          formatAmount(b.debits, b.currency),
          formatAmount(b.credits, b.currency),
          closingText(ledger, b),
        ]),
      )
      heading(doc, 'Entries')
      await pdfTable(
        doc,
        [
          { header: 'Date', width: 1 },
          { header: 'Entry', width: 1.1 },
          { header: 'Vehicle', width: 2.2 },
          { header: 'Receipt / no.', width: 1.4 },
          { header: 'Details', width: 2 },
          { header: 'Currency', width: 0.8 },
          { header: 'Debit', width: 1.3, align: right },
          { header: 'Credit', width: 1.3, align: right },
          { header: 'Balance', width: 1.4, align: right },
        ],
        ledger.entries.map((e) => [
          e.date,
          kindLabels[e.kind] ?? e.kind,
          e.stockNo ? `${e.stockNo} ${e.model ?? ''}`.trim() : '',
          e.receiptNo ?? '',
          e.details ?? '',
          e.currency,
          formatAmount(e.debit, e.currency),
          formatAmount(e.credit, e.currency),
          formatAmount(e.balance, e.currency),
        ]),
      )
    },
  )

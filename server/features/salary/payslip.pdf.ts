import { formatMinutes } from '../../../shared/attendance'
import { formatAmount, formatMoney, formatRate } from '../../../shared/money'
import type { SalarySheet } from '../../../shared/salary'
import { bold, type Letterhead, pdfTable, regular, renderPdf, write } from '../../lib/pdf'

/** The payslip of a period as an A4 PDF: the member, every marked day, totals, payments and balance. */
export const renderPayslip = (sheet: SalarySheet, letterhead: Letterhead | null) =>
  renderPdf(
    `Payslip ${sheet.staffName} ${sheet.startDate} to ${sheet.endDate}`,
    async (doc) => {
      const money = (a: string) => formatMoney(a, sheet.currency)

      regular(doc, 10)
      write(doc, `Staff: ${sheet.staffName}`)
      write(doc, `Salary: ${money(sheet.salary)} (${sheet.salaryType}), ${sheet.hoursPerDay} hours per day`)
      doc.moveDown()

      const t = sheet.totals
      await pdfTable(
        doc,
        [
          { header: 'Date', width: 80 },
          { header: 'Status', width: 90 },
          { header: 'Hours', width: 55, align: 'right' },
          { header: 'Overtime', width: 65, align: 'right' },
          { header: 'Late', width: 60, align: 'right' },
          { header: 'Rate / hour', width: 75, align: 'right' },
          { header: 'Earned', width: 90, align: 'right' },
        ],
        sheet.days
          .filter((day) => day.status)
          .map((d) => [
            d.date,
            d.status ?? '',
            d.hours,
            formatMinutes(d.overtimeMinutes),
            formatMinutes(d.lateMinutes),
            formatRate(d.hourlyRate),
            formatAmount(d.earned, sheet.currency),
          ]),
        [
          [
            'Total',
            `${t.paidDays} paid days`,
            '',
            formatMinutes(t.overtimeMinutes),
            formatMinutes(t.lateMinutes),
            '',
            formatAmount(t.earned, sheet.currency),
          ],
        ],
      )

      doc.moveDown()
      regular(doc, 10)
      write(
        doc,
        `Present ${t.presentDays} · Paid holiday ${t.paidHolidays} · Absent ${t.absentDays} · Leave ${t.leaveDays} · Not marked ${t.unmarkedDays}`,
      )
      doc.moveDown()
      write(bold(doc), 'Payments')
      regular(doc)
      if (!sheet.payments.length) write(doc, 'None')
      for (const p of sheet.payments) {
        write(
          doc,
          `${p.paidOn}  ${money(p.amount)}${p.isAdvance ? ' (advance)' : ''}${p.note ? ` — ${p.note}` : ''}`,
        )
      }
      doc.moveDown()
      bold(doc, 11)
      write(doc, `Earned: ${money(t.earned)}`)
      write(doc, `Paid: ${money(sheet.paid)}`)
      write(doc, `Remaining: ${money(sheet.remaining)}`)
    },
    { letterhead, heading: 'Payslip', subtitle: `${sheet.startDate} to ${sheet.endDate}` },
  )

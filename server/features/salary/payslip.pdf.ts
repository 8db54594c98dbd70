import { formatMinutes } from '../../../shared/attendance'
import { formatAmount, formatMoney } from '../../../shared/money'
import type { SalarySheet } from '../../../shared/salary'
import { type Letterhead, pdfTable, renderPdf } from '../../lib/pdf'

/** The payslip of a period as an A4 PDF: the member, every marked day, totals, payments and balance. */
export const renderPayslip = (sheet: SalarySheet, letterhead: Letterhead | null) =>
  renderPdf(
    `Payslip ${sheet.staffName} ${sheet.startDate} to ${sheet.endDate}`,
    async (doc) => {
      const money = (a: string) => formatMoney(a, sheet.currency)

      doc.font('Helvetica').fontSize(10)
      doc.text(`Staff: ${sheet.staffName}`)
      doc.text(`Salary: ${money(sheet.salary)} (${sheet.salaryType}), ${sheet.hoursPerDay} hours per day`)
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
            d.hourlyRate,
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
      doc.font('Helvetica').fontSize(10)
      doc.text(
        `Present ${t.presentDays} · Paid holiday ${t.paidHolidays} · Absent ${t.absentDays} · Leave ${t.leaveDays} · Not marked ${t.unmarkedDays}`,
      )
      doc.moveDown()
      doc.font('Helvetica-Bold').text('Payments')
      doc.font('Helvetica')
      if (!sheet.payments.length) doc.text('None')
      for (const p of sheet.payments) {
        doc.text(
          `${p.paidOn}  ${money(p.amount)}${p.isAdvance ? ' (advance)' : ''}${p.note ? ` — ${p.note}` : ''}`,
        )
      }
      doc.moveDown()
      doc.font('Helvetica-Bold').fontSize(11)
      doc.text(`Earned: ${money(t.earned)}`)
      doc.text(`Paid: ${money(sheet.paid)}`)
      doc.text(`Remaining: ${money(sheet.remaining)}`)
    },
    { letterhead, heading: 'Payslip', subtitle: `${sheet.startDate} to ${sheet.endDate}` },
  )

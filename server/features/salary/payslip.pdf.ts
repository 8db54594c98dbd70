import { formatMinutes } from '../../../shared/attendance'
import { formatAmount, formatMoney } from '../../../shared/money'
import type { SalarySheet } from '../../../shared/salary'
import { renderPdf } from '../../lib/pdf'

const columns = [
  { title: 'Date', width: 80 },
  { title: 'Status', width: 90 },
  { title: 'Hours', width: 55 },
  { title: 'Overtime', width: 65 },
  { title: 'Late', width: 60 },
  { title: 'Rate / hour', width: 75 },
  { title: 'Earned', width: 90 },
] as const

/** The payslip of a period as an A4 PDF: the member, every marked day, totals, payments and balance. */
export const renderPayslip = (sheet: SalarySheet) =>
  renderPdf(`Payslip ${sheet.staffName} ${sheet.startDate} to ${sheet.endDate}`, (doc) => {
    const money = (a: string) => formatMoney(a, sheet.currency)

    doc.font('Helvetica-Bold').fontSize(18).text('Kuruma — Payslip')
    doc.moveDown(0.5).font('Helvetica').fontSize(10)
    doc.text(`Staff: ${sheet.staffName}`)
    doc.text(`Period: ${sheet.startDate} to ${sheet.endDate}`)
    doc.text(`Salary: ${money(sheet.salary)} (${sheet.salaryType}), ${sheet.hoursPerDay} hours per day`)
    doc.moveDown()

    const row = (cells: readonly string[], bold = false) => {
      if (doc.y > doc.page.height - 80) doc.addPage()
      const y = doc.y
      let x = doc.page.margins.left
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
      cells.forEach((cell, i) => {
        const { width } = columns[i]!
        doc.text(cell, x, y, { width: width - 6, align: i >= 2 ? 'right' : 'left', lineBreak: false })
        x += width
      })
      doc.x = doc.page.margins.left
      doc.y = y + 14
    }
    row(
      columns.map((c) => c.title),
      true,
    )
    for (const d of sheet.days.filter((day) => day.status)) {
      row([
        d.date,
        d.status ?? '',
        d.hours,
        formatMinutes(d.overtimeMinutes),
        formatMinutes(d.lateMinutes),
        d.hourlyRate,
        formatAmount(d.earned, sheet.currency),
      ])
    }
    const t = sheet.totals
    row(
      [
        'Total',
        `${t.paidDays} paid days`,
        '',
        formatMinutes(t.overtimeMinutes),
        formatMinutes(t.lateMinutes),
        '',
        formatAmount(t.earned, sheet.currency),
      ],
      true,
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
  })

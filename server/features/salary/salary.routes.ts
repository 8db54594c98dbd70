import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProcessSalaryInput, ProcessSalaryResult, SalaryQuery, SalarySheet } from '../../../shared/salary'
import { allow, requireUser } from '../../lib/auth'
import { fieldError } from '../../lib/errors'
import { sendDownload } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import { checkStaffScope, staffElsewhere } from '../staff/staff-scope'
import { renderPayslip } from './payslip.pdf'
import { processSalary } from './process-salary'
import { loadSalarySheet, salaryPeriod } from './salary-sheet'

const tags = ['salary']

export const salaryRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/Staff/salary',
    {
      schema: {
        tags,
        description: 'The salary sheet of a period (default: the current month in BUSINESS_TIMEZONE).',
        querystring: SalaryQuery,
        response: { 200: SalarySheet },
      },
      onRequest: allow('staff', 'view'),
    },
    async (req) => {
      await checkStaffScope(db, requireUser(req), req.query.staffId, staffElsewhere)
      const { startDate, endDate } = salaryPeriod(req.query, config.BUSINESS_TIMEZONE)
      return loadSalarySheet(db, req.query.staffId, startDate, endDate)
    },
  )

  app.get(
    '/Staff/payslip',
    {
      schema: { tags, description: 'The salary sheet of a period as a PDF.', querystring: SalaryQuery },
      onRequest: allow('staff', 'view'),
    },
    async (req, reply) => {
      await checkStaffScope(db, requireUser(req), req.query.staffId, staffElsewhere)
      const { startDate, endDate } = salaryPeriod(req.query, config.BUSINESS_TIMEZONE)
      const sheet = await loadSalarySheet(db, req.query.staffId, startDate, endDate)
      const file = `payslip-${sheet.staffId}-${startDate}-${endDate}.pdf`
      return sendDownload(
        reply,
        { filename: file, type: 'application/pdf' },
        await renderPayslip(sheet, await getLetterhead(db)),
      )
    },
  )

  app.post(
    '/Staff/processsalary',
    {
      schema: { tags, body: ProcessSalaryInput, response: { 200: ProcessSalaryResult } },
      onRequest: allow('staff', 'manage'),
    },
    async (req) => {
      await checkStaffScope(db, requireUser(req), req.body.staffId, () =>
        fieldError('staffId', 'Unknown staff member'),
      )
      return processSalary(db, req.body, requireUser(req), config.BUSINESS_TIMEZONE)
    },
  )
}

import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import { totalCountHeader } from '../../../shared/list-query'
import {
  type ExportRegisterFilter,
  ExportRegisterRow,
  ExportRegisterTotals,
  exportChainTitles,
  exportRegisterQuery,
  RefundRow,
  type RefundsFilter,
  RefundTotals,
  refundsQuery,
} from '../../../shared/reports-export-chain'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { exportCount, exportFormat, offsetBatches, sendExport } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import {
  countRefunds,
  countRegister,
  describePeriod,
  type ExportRegisterScope,
  type RefundsScope,
  refundRows,
  refundTotals,
  registerRows,
  registerTotals,
} from './export-chain.repo'
import { refundExport, registerExport } from './export-chain-export'

const tags = ['reports']
type Format = { format?: 'csv' | 'xlsx' | 'pdf' }
type Paged = { page?: number; pageSize: number }

/**
 * The export chain's two reports, for the roles that see a vehicle's money (`sales.viewProfit`): the
 * owners see every car, a branch the cars standing in its country or exported from it. Each answers one
 * page of rows (X-Total-Count), its totals at `/totals`, or with `format` the whole report as a file.
 */
export const exportChainRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, figures }) => {
  const refundsOf = (req: FastifyRequest): RefundsScope => {
    const { q, sort } = req.query as RefundsFilter
    const user = requireUser(req)
    // Days left count from the business's today: part of the scope, so a kept answer lasts one day.
    return {
      q,
      sort,
      scopeCountryId: scopeCountry(user, undefined),
      today: todayIn(config.BUSINESS_TIMEZONE),
    }
  }
  const registerOf = (req: FastifyRequest): ExportRegisterScope => {
    const { from, to, q, sort } = req.query as ExportRegisterFilter
    return { from, to, q, sort, scopeCountryId: scopeCountry(requireUser(req), undefined) }
  }
  const window = ({ page, pageSize }: Paged) => ({ limit: pageSize, offset: ((page ?? 1) - 1) * pageSize })
  const everyRow = (f: object) => ({ ...f, sort: '' })

  app.get(
    '/Reports/refunds',
    {
      schema: {
        tags,
        description: `${exportChainTitles.refunds}: exported cars whose recycle deposit or consumption tax has not come back, the amounts outstanding per currency, the days left in the recycle refund window (negative: overdue), whether a claim was filed. Sorted by days left. With format, the whole report as a file.`,
        querystring: refundsQuery({ format: exportFormat }),
        response: { 200: z.array(RefundRow) },
      },
      onRequest: allow('sales', 'viewProfit'),
    },
    async (req, reply) => {
      const filter = refundsOf(req)
      const keep = figures(req.dataVersion)
      const counted = () => keep(['refunds count', everyRow(filter)], () => countRefunds(db, filter))
      const { format } = req.query as Format
      if (format) {
        const title = `Report: ${exportChainTitles.refunds}`
        const count = await exportCount(format, title, counted)
        const [totals, letterhead] = await Promise.all([
          keep(['refunds totals', everyRow(filter)], () => refundTotals(db, filter)),
          getLetterhead(db),
        ])
        return sendExport(reply, format, {
          filename: 'report-refunds',
          title,
          subtitle: [`Days left on ${filter.today}`, filter.q && `Search: ${filter.q}`]
            .filter(Boolean)
            .join(' · '),
          ...refundExport(format, totals),
          count,
          rows: offsetBatches((w) => refundRows(db, filter, w)),
          letterhead,
        })
      }
      const page = window(req.query)
      const [rows, total] = await Promise.all([
        keep(['refunds rows', filter, page], () => refundRows(db, filter, page)),
        req.query.page ? counted() : undefined,
      ])
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Reports/refunds/totals',
    {
      schema: {
        tags,
        description: `Totals of ${exportChainTitles.refunds} over every listed car, per currency.`,
        querystring: refundsQuery(),
        response: { 200: RefundTotals },
      },
      onRequest: allow('sales', 'viewProfit'),
    },
    (req) => {
      const filter = refundsOf(req)
      return figures(req.dataVersion)(['refunds totals', everyRow(filter)], () => refundTotals(db, filter))
    },
  )

  app.get(
    '/Reports/export-register',
    {
      schema: {
        tags,
        description: `${exportChainTitles['export-register']}: the cars exported (departed) From/To, with the purchase, the consumption tax paid, the export permit (MISSING when not recorded), the B/L and the tax return period claimed in. The evidence list for the consumption-tax return. With format, the whole register as a file.`,
        querystring: exportRegisterQuery({ format: exportFormat }),
        response: { 200: z.array(ExportRegisterRow) },
      },
      onRequest: allow('sales', 'viewProfit'),
    },
    async (req, reply) => {
      const filter = registerOf(req)
      const keep = figures(req.dataVersion)
      const counted = () => keep(['register count', everyRow(filter)], () => countRegister(db, filter))
      const { format } = req.query as Format
      if (format) {
        const title = `Report: ${exportChainTitles['export-register']}`
        const count = await exportCount(format, title, counted)
        const [totals, letterhead] = await Promise.all([
          keep(['register totals', everyRow(filter)], () => registerTotals(db, filter)),
          getLetterhead(db),
        ])
        return sendExport(reply, format, {
          filename: 'report-export-register',
          title,
          subtitle: describePeriod(filter),
          ...registerExport(format, totals),
          count,
          rows: offsetBatches((w) => registerRows(db, filter, w)),
          letterhead,
        })
      }
      const page = window(req.query)
      const [rows, total] = await Promise.all([
        keep(['register rows', filter, page], () => registerRows(db, filter, page)),
        req.query.page ? counted() : undefined,
      ])
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Reports/export-register/totals',
    {
      schema: {
        tags,
        description: `Totals of the ${exportChainTitles['export-register']} over every car of the period: the count, those without an export permit, the consumption tax paid per currency.`,
        querystring: exportRegisterQuery(),
        response: { 200: ExportRegisterTotals },
      },
      onRequest: allow('sales', 'viewProfit'),
    },
    (req) => {
      const filter = registerOf(req)
      return figures(req.dataVersion)(['register totals', everyRow(filter)], () => registerTotals(db, filter))
    },
  )
}

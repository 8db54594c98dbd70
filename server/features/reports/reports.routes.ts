import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { totalCountHeader } from '../../../shared/list-query'
import {
  type ReportFilter,
  type ReportKind,
  ReportRow,
  ReportTotals,
  reportDateField,
  reportKinds,
  reportQuery,
  reportTitles,
} from '../../../shared/reports'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { batches, exportCount, exportFormat, sendExport } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import type { Keep } from '../../speed/figures-cache'
import { getLetterhead } from '../settings/settings.repo'
import { exportChainRoutes } from './export-chain.routes'
import { reportExport } from './report-export'
import { countReport, describeFilter, type ReportScope, reportRows, reportTotals } from './reports.repo'

const tags = ['reports']

const filters: Record<ReportKind, string> = {
  bycustomer: 'CustomerId',
  byvendor: 'VendorId',
  bypurchasecountry: 'CountryId (where it was bought: its station before the first move)',
  bysalecountry: 'CountryId (where it was sold)',
  byavailability: 'IsAvailable (true: in stock, false: sold)',
}

/**
 * The five reports, SuperAdmin and MainAdmin only (`reports.view`); a role reading them through a
 * changed matrix would see only its own country. Each answers one page of rows (X-Total-Count), its
 * totals at `/totals`, or with `format` the whole filtered report as a CSV, XLSX or PDF file.
 */
export const reportsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, config, figures } = deps
  await app.register(exportChainRoutes, deps)
  // A report adds up every filtered vehicle's money lines: its pages, count and totals are kept per data
  // version (the count and totals whatever the page, its size, the sort or the file asked for).
  const rowsOf = (filter: ReportScope) => ({ ...filter, page: 0, pageSize: 0, sort: '', format: '' })
  const counted = (keep: Keep, filter: ReportScope) =>
    keep(['report count', rowsOf(filter)], () => countReport(db, filter))
  const totalled = (keep: Keep, filter: ReportScope) =>
    keep(['report totals', rowsOf(filter)], () => reportTotals(db, filter))

  for (const kind of reportKinds) {
    const dateName = reportDateField[kind] === 'saleDate' ? 'sale' : 'purchase'
    const scoped = (req: { query: object }, user: Parameters<typeof scopeCountry>[0]): ReportScope => {
      const query = req.query as Omit<ReportFilter, 'kind'>
      return { ...query, kind, base: config.BASE_CURRENCY, scopeCountryId: scopeCountry(user, undefined) }
    }

    app.get(
      `/Reports/${kind}`,
      {
        schema: {
          tags,
          description: `${reportTitles[kind]}: vehicles with purchase, expenses and move costs per currency and sale, as recorded and in the base currency, and the profit in the base currency. Filter ${filters[kind]}; From/To on the ${dateName} date. With format, the whole report as a file.`,
          querystring: reportQuery(kind, { format: exportFormat }),
          response: { 200: z.array(ReportRow) },
        },
        onRequest: allow('reports', 'view'),
      },
      async (req, reply) => {
        const filter = scoped(req, requireUser(req))
        const keep = figures(req.dataVersion)
        const { format } = req.query as { format?: 'csv' | 'xlsx' | 'pdf' }
        if (format) {
          const title = `Report: ${reportTitles[kind]}`
          const count = await exportCount(format, title, () => counted(keep, filter))
          const [totals, subtitle, letterhead] = await Promise.all([
            totalled(keep, filter),
            describeFilter(db, filter),
            getLetterhead(db),
          ])
          return sendExport(reply, format, {
            filename: `report-${kind}`,
            title,
            subtitle,
            ...reportExport(format, kind, totals),
            count,
            rows: batches<ReportRow>((after, limit) => reportRows(db, filter, { after, limit })),
            letterhead,
          })
        }
        const { page, pageSize } = req.query
        const window = { limit: pageSize, offset: ((page ?? 1) - 1) * pageSize }
        const [rows, total] = await Promise.all([
          keep(['report rows', filter, window], () => reportRows(db, filter, window)),
          page ? counted(keep, filter) : undefined,
        ])
        if (total !== undefined) reply.header(totalCountHeader, total)
        return rows
      },
    )

    app.get(
      `/Reports/${kind}/totals`,
      {
        schema: {
          tags,
          description: `Totals of ${reportTitles[kind]} over every filtered row: per currency, and in the base currency (with the profit) over the rows whose rates are recorded.`,
          querystring: reportQuery(kind),
          response: { 200: ReportTotals },
        },
        onRequest: allow('reports', 'view'),
      },
      (req) => totalled(figures(req.dataVersion), scoped(req, requireUser(req))),
    )
  }
}

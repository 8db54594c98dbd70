import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CostSheet } from '../../../shared/cost-sheet'
import { todayIn } from '../../../shared/dates'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import {
  Vehicle,
  VehicleFilter,
  VehicleInput,
  VehicleRow,
  type VehicleStatus,
} from '../../../shared/vehicles'
import { allow, requireUser } from '../../lib/auth'
import { requireVehicleMoney } from '../../lib/country-scope'
import { fieldError, forbidden, notFound } from '../../lib/errors'
import {
  batches,
  type ExportFormat,
  exportCount,
  exportFormat,
  sendDownload,
  sendExport,
} from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FilesField } from '../../lib/uploads'
import { countryExists } from '../countries/countries.repo'
import { listExpenseCurrencies } from '../expenses/expenses.repo'
import { getLetterhead } from '../settings/settings.repo'
import { costSheet } from './cost-sheet'
import { deleteVehicle } from './delete-vehicle'
import { printVehicleSheet } from './print-vehicle-sheet'
import { saveVehicle } from './save-vehicle'
import { vehicleExportColumns } from './vehicle-export'
import { requireMoneyOf, vehicleFor } from './vehicle-money'
import {
  countByStatus,
  countVehicles,
  getVehicle,
  getVehicleRow,
  listVehicles,
  type VehicleExportRow,
  type VehicleListQuery,
  vehicleExportBatch,
} from './vehicles.repo'

const IdParams = z.object({ id: z.coerce.number().int().positive() })
const Query = ListQuery.extend(VehicleFilter.shape).extend({ format: exportFormat })
type Filter = z.infer<typeof Query>
const stringList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : v === '' ? [] : v.split(',')))
const Body = VehicleInput.extend({ photos: FilesField, photoOrder: stringList })
const Saved = z.object({ id: z.number(), stockNo: z.string(), message: z.string() })

export const vehiclesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  /** The list's query as the repo reads it: `canEnter` is compared with the business's today. */
  const listQuery = async ({ canEnter, ...query }: Omit<Filter, 'format'>): Promise<VehicleListQuery> => {
    if (!canEnter) return query
    if (!(await countryExists(db, canEnter))) throw fieldError('canEnter', 'Unknown country')
    return { ...query, canEnter: { countryId: canEnter, today: todayIn(config.BUSINESS_TIMEZONE) } }
  }

  const list = (status?: VehicleStatus) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { format, ...filter } = req.query as Filter & { format?: ExportFormat }
    const user = requireUser(req)
    // Which vehicles a vendor supplied is the vendor's record: not a filter for a role without vendors.
    if (filter.vendorId && !can(user.role, 'vendors', 'view'))
      throw forbidden('Your role cannot filter vehicles by vendor')
    const shown = vehicleFor(user)
    const query = await listQuery(filter)
    if (format) {
      const title =
        status === 'sold' ? 'Sold vehicles' : status === 'in_stock' ? 'Vehicles in stock' : 'All vehicles'
      const count = await exportCount(format, title, () => countVehicles(db, query, status))
      const [expenseCurrencies, letterhead] = await Promise.all([
        format === 'pdf' ? [] : listExpenseCurrencies(db),
        getLetterhead(db),
      ])
      return sendExport(reply, format, {
        filename:
          status === 'sold' ? 'sold-vehicles' : status === 'in_stock' ? 'vehicles-in-stock' : 'vehicles',
        title,
        columns: vehicleExportColumns(format, expenseCurrencies),
        count,
        rows: batches<VehicleExportRow>(async (after, limit) =>
          (await vehicleExportBatch(db, config.BASE_CURRENCY, query, status, after, limit)).map(shown),
        ),
        letterhead,
      })
    }
    const { rows, total } = await listVehicles(
      db,
      { store: req.fileStore, base: config.BASE_CURRENCY },
      query,
      status,
    )
    if (total !== undefined) reply.header(totalCountHeader, total)
    return rows.map(shown)
  }
  const listSchema = { tags: ['vehicles'], querystring: Query, response: { 200: z.array(VehicleRow) } }

  app.get('/car/GetAll', { schema: listSchema, onRequest: allow('vehicles', 'viewAll') }, list())
  app.get(
    '/car/getinstockcars',
    { schema: listSchema, onRequest: allow('vehicles', 'viewInStock') },
    list('in_stock'),
  )
  app.get('/car/getsoldcars', { schema: listSchema, onRequest: allow('vehicles', 'viewSold') }, list('sold'))
  app.get(
    '/car/counts',
    {
      schema: {
        tags: ['vehicles'],
        querystring: Query.omit({ format: true }),
        response: { 200: z.object({ in_stock: z.number(), sold: z.number() }) },
      },
      onRequest: allow('vehicles', 'viewInStock'),
    },
    async (req) => countByStatus(db, await listQuery(req.query)),
  )

  app.get(
    '/car/GetAll/:id',
    {
      schema: { tags: ['vehicles'], params: IdParams, response: { 200: Vehicle } },
      onRequest: allow('vehicles', 'view'),
    },
    async (req) => {
      const vehicle = await getVehicle(db, req.fileStore, req.params.id)
      if (!vehicle) throw notFound('Vehicle not found')
      return vehicleFor(requireUser(req))(vehicle)
    },
  )

  app.post(
    '/car/addedit',
    {
      schema: {
        tags: ['vehicles'],
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: z.coerce.number().int().min(0).default(0) }),
        body: Body,
        response: { 200: Saved, 201: Saved },
      },
      // Id=0 adds a vehicle; a real Id updates it, as PUT car/updateCar does. Decided before the body is read.
      onRequest: async (req) => {
        const query = req.query as Record<string, unknown>
        const id = Number(query.id ?? query.Id ?? 0)
        if (!can(requireUser(req).role, 'vehicles', id > 0 ? 'update' : 'create')) throw forbidden()
      },
    },
    async (req, reply) => {
      const id = req.query.id || undefined
      // Another country's vehicle is theirs to change: its purchase and cost are not this caller's.
      if (id) await requireMoneyOf(db, requireUser(req), id, 'id')
      const row = await saveVehicle(
        db,
        req.fileStore,
        requireUser(req),
        req.body,
        todayIn(config.BUSINESS_TIMEZONE),
        id,
      )
      return reply.status(id ? 200 : 201).send({
        id: row.id,
        stockNo: row.stockNo,
        message: id ? messages.vehicles.updated : messages.vehicles.added,
      })
    },
  )

  app.put(
    '/car/updateCar/:id',
    {
      schema: {
        tags: ['vehicles'],
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: Body,
        response: { 200: Saved },
      },
      onRequest: allow('vehicles', 'update'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.params.id, 'id')
      const row = await saveVehicle(
        db,
        req.fileStore,
        requireUser(req),
        req.body,
        todayIn(config.BUSINESS_TIMEZONE),
        req.params.id,
      )
      return { id: row.id, stockNo: row.stockNo, message: messages.vehicles.updated }
    },
  )

  app.get(
    '/car/costsheet/:id',
    {
      schema: {
        tags: ['vehicles'],
        description: "Landed cost line by line, converted to BASE_CURRENCY at each date's rate.",
        params: IdParams,
        response: { 200: CostSheet },
      },
      onRequest: allow('vehicles', 'view'),
    },
    async (req) => {
      requireVehicleMoney(requireUser(req), await getVehicleRow(db, req.params.id), 'id')
      const sheet = await costSheet(db, req.params.id, config.BASE_CURRENCY)
      if (!sheet) throw notFound('Vehicle not found')
      return sheet
    },
  )

  app.get(
    '/car/sheet/:id',
    {
      schema: {
        tags: ['vehicles'],
        description: 'The vehicle sheet as a PDF (photo, fields, cost sheet, expenses, histories).',
        params: IdParams,
      },
      onRequest: allow('vehicles', 'view'),
    },
    async (req, reply) => {
      const { stockNo, pdf } = await printVehicleSheet(
        db,
        req.fileStore,
        requireUser(req),
        req.params.id,
        config.BUSINESS_TIMEZONE,
      )
      return sendDownload(reply, { filename: `${stockNo}.pdf`, type: 'application/pdf', inline: true }, pdf)
    },
  )

  app.post(
    '/Car/delete',
    {
      schema: { tags: ['vehicles'], body: z.object({ id: z.coerce.number().int().positive() }) },
      onRequest: allow('vehicles', 'delete'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.body.id, 'id')
      await deleteVehicle(db, requireUser(req), req.body.id)
      return { message: messages.vehicles.deleted }
    },
  )
}

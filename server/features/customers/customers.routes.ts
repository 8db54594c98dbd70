import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Customer, CustomerInput } from '../../../shared/customers'
import { id } from '../../../shared/fields'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { addressedBody, addressOf } from '../../lib/address'
import { allow, requireUser } from '../../lib/auth'
import { requireInScope, scopeCountry } from '../../lib/country-scope'
import { exportCount, exportFormat, offsetBatches, sendExport } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { getLetterhead } from '../settings/settings.repo'
import { customerExportColumns } from './customer-export'
import { countCustomers, getCustomer, listCustomers } from './customers.repo'
import { deleteCustomer } from './delete-customer'
import { saveCustomer } from './save-customer'

const tags = ['customers']
const optionalId = z.coerce.number().int().min(0).optional()
const Fields = CustomerInput.extend({
  photo: FileField,
  idCardFront: FileField,
  idCardBack: FileField,
  businessCard: FileField,
})
const Saved = z.object({ id: z.number(), message: z.string() })
const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']

export const customersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  /** The list, or with ?Id= one customer as an array of one. */
  app.get(
    '/customer',
    {
      schema: {
        tags,
        querystring: ListQuery.extend({
          countryId: z.coerce.number().int().positive().optional(),
          id: optionalId,
          format: exportFormat,
        }),
        response: { 200: z.array(Customer) },
      },
      onRequest: allow('customers', 'view'),
    },
    async (req, reply) => {
      const user = requireUser(req)
      if (req.query.id)
        return [requireInScope(user, await getCustomer(db, req.fileStore, req.query.id), 'customer')]
      const { format, ...filters } = req.query
      const query = { ...filters, countryId: scopeCountry(user, filters.countryId) }
      if (format) {
        const count = await exportCount(format, 'Customers', () => countCustomers(db, query))
        return sendExport(reply, format, {
          filename: 'customers',
          title: 'Customers',
          columns: customerExportColumns,
          count,
          rows: offsetBatches(async (window) => (await listCustomers(db, req.fileStore, query, window)).rows),
          letterhead: await getLetterhead(db),
        })
      }
      const { rows, total } = await listCustomers(db, req.fileStore, query)
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  /** Adds a customer with ?Id=0; with a positive Id (query or body) it updates that one. */
  app.post(
    '/customer/addedit',
    {
      schema: {
        tags,
        consumes,
        querystring: z.object({ id: optionalId }),
        body: addressedBody(Fields),
        response: { 200: Saved, 201: Saved },
      },
      onRequest: allow('customers', 'manage'),
    },
    async (req, reply) => {
      const target = addressOf(req.query.id, req.body.id)
      const row = await saveCustomer(db, req.fileStore, requireUser(req), req.body.fields, target)
      if (target) return { id: row.id, message: messages.customers.updated }
      return reply.status(201).send({ id: row.id, message: messages.customers.added })
    },
  )

  app.put(
    '/customer/update/:id',
    {
      schema: {
        tags,
        consumes,
        params: z.object({ id: id('Customer') }),
        body: Fields,
        response: { 200: Saved },
      },
      onRequest: allow('customers', 'manage'),
    },
    async (req) => {
      const row = await saveCustomer(db, req.fileStore, requireUser(req), req.body, req.params.id)
      return { id: row.id, message: messages.customers.updated }
    },
  )

  app.post(
    '/customer/delete',
    {
      schema: { tags, consumes, body: z.object({ id: id('Customer') }) },
      onRequest: allow('customers', 'delete'),
    },
    async (req) => {
      await deleteCustomer(db, requireUser(req), req.body.id)
      return { message: messages.customers.deleted }
    },
  )
}

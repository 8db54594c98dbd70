import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { DeleteVendorInput, SavedVendor, Vendor, VendorInput, VendorQuery } from '../../../shared/vendors'
import { addressedBody, addressOf } from '../../lib/address'
import { allow, requireUser } from '../../lib/auth'
import { requireInScope, scopeCountry } from '../../lib/country-scope'
import { exportCount, exportFormat, offsetBatches, sendExport } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { getLetterhead } from '../settings/settings.repo'
import { deleteVendor } from './delete-vendor'
import { saveVendor } from './save-vendor'
import { vendorExportColumns } from './vendor-export'
import { countVendors, getVendor, listVendors } from './vendors.repo'

const tags = ['vendors']
const IdParams = z.object({ id: z.coerce.number().int().positive() })
const Body = VendorInput.extend({
  imageFile: FileField,
  idCardFile: FileField,
})

export const vendorsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/vendor',
    {
      schema: {
        tags,
        description: 'Vendor list; with Id, that one vendor as an object (404 if unknown).',
        querystring: VendorQuery.extend({ format: exportFormat }),
        response: { 200: z.union([z.array(Vendor), Vendor]) },
      },
      onRequest: allow('vendors', 'view'),
    },
    async (req, reply) => {
      const user = requireUser(req)
      if (req.query.id)
        return requireInScope(user, await getVendor(db, req.fileStore, req.query.id), 'vendor')
      const { format, ...filters } = req.query
      const query = { ...filters, countryId: scopeCountry(user, filters.countryId) }
      if (format) {
        const count = await exportCount(format, 'Vendors', () => countVendors(db, query))
        return sendExport(reply, format, {
          filename: 'vendors',
          title: 'Vendors',
          columns: vendorExportColumns,
          count,
          rows: offsetBatches(async (window) => (await listVendors(db, req.fileStore, query, window)).rows),
          letterhead: await getLetterhead(db),
        })
      }
      const { rows, total } = await listVendors(db, req.fileStore, query)
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.post(
    '/vendor/addedit',
    {
      schema: {
        tags,
        description: 'Adds a vendor with Id=0 (or no id); updates one when an id is given.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: z.coerce.number().int().min(0).optional() }),
        body: addressedBody(Body),
        response: { 200: SavedVendor, 201: SavedVendor },
      },
      onRequest: allow('vendors', 'manage'),
    },
    async (req, reply) => {
      const id = addressOf(req.query.id, req.body.id)
      const row = await saveVendor(db, req.fileStore, requireUser(req), req.body.fields, id)
      const message = id ? messages.vendors.updated : messages.vendors.added
      return reply.status(id ? 200 : 201).send({ id: row.id, message })
    },
  )

  app.put(
    '/vendor/UpdateVendor/:id',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: Body,
        response: { 200: SavedVendor },
      },
      onRequest: allow('vendors', 'manage'),
    },
    async (req) => {
      const row = await saveVendor(db, req.fileStore, requireUser(req), req.body, req.params.id)
      return { id: row.id, message: messages.vendors.updated }
    },
  )

  app.post(
    '/vendor/delete',
    {
      schema: { tags, body: DeleteVendorInput, response: { 200: z.object({ message: z.string() }) } },
      onRequest: allow('vendors', 'delete'),
    },
    async (req) => {
      await deleteVendor(db, requireUser(req), req.body.id)
      return { message: messages.vendors.deleted }
    },
  )
}

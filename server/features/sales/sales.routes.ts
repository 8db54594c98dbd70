import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import { Profit, SaleInput, SavedSale, UndoSaleInput } from '../../../shared/sales'
import { allow, requireUser } from '../../lib/auth'
import { inScope } from '../../lib/country-scope'
import { fieldError } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { getCustomerRow } from '../customers/customers.repo'
import { requireMoneyOf } from '../vehicles/vehicle-money'
import { recordSale } from './record-sale'
import { undoSale } from './undo-sale'
import { vehicleProfit } from './vehicle-profit'

const tags = ['sales']
const Body = z.intersection(SaleInput, z.object({ document: FileField, image: FileField }))

export const salesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.post(
    '/car/sale',
    {
      schema: {
        tags,
        description:
          'Sells a vehicle: the sale, its instalment schedule, the down payment as the first payment in, the vehicle marked sold — in one transaction. Multipart (document PDF, image) or JSON.',
        consumes: ['multipart/form-data', 'application/json'],
        body: Body,
        response: { 201: SavedSale },
      },
      onRequest: allow('sales', 'sell'),
    },
    async (req, reply) => {
      const user = requireUser(req)
      // Another country's stock may be sold, but only to a customer of the seller's own country.
      const customer = await getCustomerRow(db, req.body.customerId)
      if (customer && !inScope(user, customer.countryId)) throw fieldError('customerId', 'Unknown customer')
      const sale = await recordSale(db, req.fileStore, user, req.body, todayIn(config.BUSINESS_TIMEZONE))
      return reply.status(201).send({ id: sale.id, message: messages.vehicles.sold })
    },
  )

  app.post(
    '/car/undosale',
    {
      schema: {
        tags,
        description:
          'Undoes the active sale of a vehicle (kept in history as reversed); the vehicle is back in stock.',
        body: UndoSaleInput,
        response: { 200: z.object({ id: z.number().int(), message: z.string() }) },
      },
      onRequest: allow('sales', 'undo'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.body.carId)
      const sale = await undoSale(db, requireUser(req), req.body, config.BUSINESS_TIMEZONE)
      return { id: sale.id, message: 'Sale undone' }
    },
  )

  app.get(
    '/car/profit',
    {
      schema: {
        tags,
        description:
          "A vehicle's profit in BASE_CURRENCY: sale − (purchase + expenses + move expenses), each at its date's rate; missing rates are named, never guessed.",
        querystring: z.object({ carId: z.coerce.number().int().positive() }),
        response: { 200: Profit },
      },
      onRequest: allow('sales', 'viewProfit'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.query.carId)
      return vehicleProfit(db, req.query.carId, config.BASE_CURRENCY)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import { PaymentInput, SavedPayment, VehiclePayments } from '../../../shared/payments'
import { can } from '../../../shared/permissions'
import { allow, requireUser } from '../../lib/auth'
import { forbidden, notFound } from '../../lib/errors'
import { sendDownload } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import { requireMoneyOf } from '../vehicles/vehicle-money'
import { addPayment } from './add-payment'
import { getReceipt } from './payments.repo'
import { renderReceipt } from './receipt.pdf'
import { getVehiclePayments } from './vehicle-payments'

const tags = ['payments']
const positiveId = z.coerce.number().int().positive()

export const paymentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/car/TermPayments',
    {
      schema: {
        tags,
        description:
          "A vehicle's active sale and schedule (paid / due / overdue), its payments both ways, and what is pending on each side.",
        querystring: z.object({ carId: positiveId }),
        response: { 200: VehiclePayments },
      },
      onRequest: allow('payments', 'view'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.query.carId)
      return getVehiclePayments(db, req.query.carId, todayIn(config.BUSINESS_TIMEZONE))
    },
  )

  app.post(
    '/car/AddTermPayment',
    {
      schema: {
        tags,
        description:
          'Records a payment in (payments.addIn) or out (payments.addOut); answers the receipt number.',
        consumes: ['multipart/form-data', 'application/json'],
        body: PaymentInput,
        response: { 201: SavedPayment },
      },
      onRequest: allow('payments', 'add'),
    },
    async (req, reply) => {
      const user = requireUser(req)
      if (!can(user.role, 'payments', req.body.direction === 'in' ? 'addIn' : 'addOut')) throw forbidden()
      await requireMoneyOf(db, user, req.body.carId)
      const row = await addPayment(db, user, req.body, todayIn(config.BUSINESS_TIMEZONE))
      return reply
        .status(201)
        .send({ id: row.id, receiptNo: row.receiptNo, message: messages.vehicles.paymentAdded })
    },
  )

  app.get(
    '/car/receipt/:paymentId',
    {
      schema: {
        tags,
        description: 'A payment receipt as a PDF.',
        params: z.object({ paymentId: positiveId }),
      },
      onRequest: allow('payments', 'view'),
    },
    async (req, reply) => {
      const receipt = await getReceipt(db, req.params.paymentId)
      if (!receipt) throw notFound('Payment not found')
      await requireMoneyOf(db, requireUser(req), receipt.carId, 'paymentId')
      return sendDownload(
        reply,
        { filename: `${receipt.receiptNo}.pdf`, type: 'application/pdf', inline: true },
        await renderReceipt(receipt, await getLetterhead(db)),
      )
    },
  )
}

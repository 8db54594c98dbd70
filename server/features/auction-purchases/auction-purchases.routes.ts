import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AuctionPurchase, AuctionPurchaseFields, dueAfterSale } from '../../../shared/auction-purchases'
import { todayIn } from '../../../shared/dates'
import { id } from '../../../shared/fields'
import { allow, requireUser } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { vehicleMoneyOr404 } from '../vehicles/vehicle-money'
import { getAuctionPurchase } from './auction-purchase-view'
import { saveAuctionPurchase } from './save-auction-purchase'

const tags = ['auction purchases']
const Params = z.object({ carId: id('Vehicle') })
const Body = AuctionPurchaseFields.extend({ sheet: FileField }).superRefine(dueAfterSale)

/** A car's auction purchase: the sheet, the invoice lines (the car's typed expenses) and the payment due. */
export const auctionPurchasesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/auction-purchases/:carId',
    {
      schema: {
        tags,
        description:
          'A car’s auction purchase: the record (null until saved), the hammer price (the purchase price), the invoice lines and refunds, and the proposed payment due date.',
        params: Params,
        response: { 200: AuctionPurchase },
      },
      onRequest: allow('auctionPurchases', 'view'),
    },
    async (req) => {
      await vehicleMoneyOr404(db, requireUser(req), req.params.carId)
      return (await getAuctionPurchase(db, req.fileStore, req.params.carId))!
    },
  )

  app.put(
    '/auction-purchases/:carId',
    {
      schema: {
        tags,
        description:
          'Saves the car’s auction purchase with its sheet (image or PDF): the vendor due date becomes the payment due, and each invoice line an expense of the car. Only for a car bought from an auction house.',
        consumes: ['multipart/form-data'],
        params: Params,
        body: Body,
        response: { 200: AuctionPurchase },
      },
      onRequest: allow('auctionPurchases', 'manage'),
    },
    async (req) => {
      const user = requireUser(req)
      await vehicleMoneyOr404(db, user, req.params.carId)
      await saveAuctionPurchase(
        db,
        req.fileStore,
        user,
        req.params.carId,
        req.body,
        todayIn(config.BUSINESS_TIMEZONE),
      )
      return (await getAuctionPurchase(db, req.fileStore, req.params.carId))!
    },
  )
}

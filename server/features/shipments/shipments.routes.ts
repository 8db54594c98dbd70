import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BlCheck, BlCheckInput, checkBlDraft } from '../../../shared/bl-check'
import { todayIn } from '../../../shared/dates'
import { id } from '../../../shared/fields'
import { totalCountHeader } from '../../../shared/list-query'
import {
  ArrivalInput,
  Shipment,
  ShipmentCarInput,
  ShipmentCostInput,
  ShipmentInput,
  ShipmentQuery,
  ShipmentRow,
  ShipmentStepInput,
  shipmentMessages,
  shipmentReference,
} from '../../../shared/shipments'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { sendDownload } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import { addShipmentCar } from './add-car'
import { addShipmentCost } from './add-cost'
import { arriveShipment } from './arrive-shipment'
import { deleteShipmentCostOf } from './delete-cost'
import { removeShipmentCar } from './remove-car'
import { saveShipment } from './save-shipment'
import { instructionsPdf, manifestPdf } from './shipment.pdf'
import { getShipment } from './shipment-details'
import { listShipments } from './shipments.repo'
import { stepShipment } from './step-shipment'

const tags = ['shipments']
const Params = z.object({ id: id('Shipment') })
const CarParams = Params.extend({ vehicleId: id('Vehicle') })
const CostParams = Params.extend({ costId: id('Cost') })
const Saved = z.object({ id: z.number(), message: z.string() })
const Done = z.object({ message: z.string() })

/** The documents for the shipping line, by the name their address ends in. */
const documents = {
  instructions: {
    pdf: instructionsPdf,
    description:
      'Shipping instructions as a PDF: shipper, consignee, notify party, voyage, booking and B/L, and the cars with their m³.',
  },
  manifest: {
    pdf: manifestPdf,
    description: 'The manifest as a PDF: the voyage and one line per car with its consignee.',
  },
}

/** Shipments: booking, cars on board, shared costs, the voyage's steps and the arrival. */
export const shipmentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const today = () => todayIn(config.BUSINESS_TIMEZONE)

  app.get(
    '/shipments',
    {
      schema: {
        tags,
        description:
          'Shipments leaving from or arriving in the caller’s country (owners: all), next arrival first; paged when `page` is given.',
        querystring: ShipmentQuery,
        response: { 200: z.array(ShipmentRow) },
      },
      onRequest: allow('shipments', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listShipments(db, req.query, {
        countryId: scopeCountry(requireUser(req)),
      })
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.post(
    '/shipments',
    {
      schema: { tags, body: ShipmentInput, response: { 201: Saved } },
      onRequest: allow('shipments', 'manage'),
    },
    async (req, reply) => {
      const row = await saveShipment(db, requireUser(req), req.body, today())
      return reply
        .status(201)
        .send({ id: row.id, message: shipmentMessages.created(shipmentReference(row.id)) })
    },
  )

  app.get(
    '/shipments/:id',
    { schema: { tags, params: Params, response: { 200: Shipment } }, onRequest: allow('shipments', 'view') },
    (req) => getShipment(db, req.params.id, requireUser(req)),
  )

  for (const [name, document] of Object.entries(documents))
    app.get(
      `/shipments/:id/${name}.pdf`,
      {
        schema: { tags, description: document.description, params: Params },
        onRequest: allow('shipments', 'view'),
      },
      async (req, reply) => {
        const shipment = await getShipment(db, req.params.id, requireUser(req))
        return sendDownload(
          reply,
          { filename: `${shipment.reference}-${name}.pdf`, type: 'application/pdf', inline: true },
          document.pdf(shipment, await getLetterhead(db)),
        )
      },
    )

  app.post(
    '/shipments/:id/bl-check',
    {
      schema: {
        tags,
        description:
          "Checks the shipping line's draft B/L (one car a line: chassis, model, year) against the cars on board; writes nothing.",
        params: Params,
        body: BlCheckInput,
        response: { 200: BlCheck },
      },
      onRequest: allow('shipments', 'view'),
    },
    async (req) => {
      const shipment = await getShipment(db, req.params.id, requireUser(req))
      return checkBlDraft(req.body.draft, shipment.carsOnBoard)
    },
  )

  app.put(
    '/shipments/:id',
    {
      schema: {
        tags,
        description: 'Updates the booking; the cars a new ETA puts at risk are listed on the shipment.',
        params: Params,
        body: ShipmentInput,
        response: { 200: Shipment },
      },
      onRequest: allow('shipments', 'manage'),
    },
    async (req) => {
      await saveShipment(db, requireUser(req), req.body, today(), req.params.id)
      return getShipment(db, req.params.id, requireUser(req))
    },
  )

  app.post(
    '/shipments/:id/cars',
    {
      schema: {
        tags,
        description:
          'Puts a car on board. 409 names the car, the rule and both dates when its destination rule refuses it at the ETA; an owner may send `overrideReason`.',
        params: Params,
        body: ShipmentCarInput,
        response: { 201: Done },
      },
      onRequest: allow('shipments', 'manage'),
    },
    async (req, reply) => {
      await addShipmentCar(db, requireUser(req), req.params.id, req.body)
      return reply.status(201).send({ message: shipmentMessages.carAdded })
    },
  )

  app.delete(
    '/shipments/:id/cars/:vehicleId',
    { schema: { tags, params: CarParams, response: { 200: Done } }, onRequest: allow('shipments', 'manage') },
    async (req) => {
      await removeShipmentCar(db, requireUser(req), req.params.id, req.params.vehicleId)
      return { message: shipmentMessages.carRemoved }
    },
  )

  app.post(
    '/shipments/:id/costs',
    {
      schema: {
        tags,
        description:
          'Adds a shared cost, split over the cars on board evenly, by purchase value or by m³; the shares sum exactly to the cost.',
        params: Params,
        body: ShipmentCostInput,
        response: { 201: Saved },
      },
      onRequest: allow('shipments', 'manage'),
    },
    async (req, reply) => {
      const cost = await addShipmentCost(db, requireUser(req), req.params.id, req.body)
      return reply.status(201).send({ id: cost.id, message: shipmentMessages.costAdded })
    },
  )

  app.delete(
    '/shipments/:id/costs/:costId',
    {
      schema: { tags, params: CostParams, response: { 200: Done } },
      onRequest: allow('shipments', 'manage'),
    },
    async (req) => {
      await deleteShipmentCostOf(db, requireUser(req), req.params.id, req.params.costId)
      return { message: shipmentMessages.costDeleted }
    },
  )

  app.post(
    '/shipments/:id/steps',
    {
      schema: {
        tags,
        description: 'Loaded, then sailed.',
        params: Params,
        body: ShipmentStepInput,
        response: { 200: Done },
      },
      onRequest: allow('shipments', 'manage'),
    },
    async (req) => {
      await stepShipment(db, requireUser(req), req.params.id, req.body, today())
      return { message: `Shipment ${req.body.status}` }
    },
  )

  app.post(
    '/shipments/:id/arrival',
    {
      schema: {
        tags,
        description:
          'Moves every car on board to the destination station at the rates given, in one transaction: all cars or none.',
        params: Params,
        body: ArrivalInput,
        response: { 200: Done },
      },
      onRequest: allow('shipments', 'manage'),
    },
    async (req) => {
      const user = requireUser(req)
      const done = await arriveShipment(db, user, req.params.id, req.body, today())
      const shipment = await getShipment(db, req.params.id, user)
      return { message: shipmentMessages.arrived(done.moved, shipment.destinationStationName) }
    },
  )
}

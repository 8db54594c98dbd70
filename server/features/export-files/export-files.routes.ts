import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import {
  Deadline,
  documentSteps,
  ExportFile,
  ExportFileInput,
  ExportFileView,
  exportFileMessages,
} from '../../../shared/export-files'
import { id } from '../../../shared/fields'
import { shipmentReference } from '../../../shared/shipments'
import { allow, requireUser, type SessionUser } from '../../lib/auth'
import { anotherOffice, inScope, scopeCountry } from '../../lib/country-scope'
import { notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { getChainSettings } from '../settings/settings.repo'
import { attachDocument } from './attach-document'
import {
  getExportFile,
  getStepDocuments,
  listDeadlines,
  shipmentOfCar,
  vehicleCountry,
} from './export-files.repo'
import { removeDocument } from './remove-document'
import { saveExportFile } from './save-export-file'

const tags = ['export files']
const Params = z.object({ carId: id('Vehicle') })
const DocumentParams = Params.extend({
  step: z.enum(documentSteps, { error: `must be one of ${documentSteps.join(', ')}` }),
})
const Done = z.object({ message: z.string() })
const DeadlineQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) })

/** Export files and the deadlines they set. */
export const exportFilesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, figures }) => {
  /** The car's file is its own office's and the office it was shipped from: 404 for any other. */
  const carInScope = async (user: SessionUser, carId: number) => {
    const car = await vehicleCountry(db, carId)
    if (!car) throw notFound('Vehicle not found')
    const shipment = await shipmentOfCar(db, carId)
    if (!inScope(user, car.countryId) && !(shipment && inScope(user, shipment.loadingCountryId)))
      throw anotherOffice('vehicle')
    return shipment
  }

  app.get(
    '/export-files/:carId',
    {
      schema: {
        tags,
        description:
          'A car’s export file (null until first saved), each step’s scanned document (a signed URL), the inspection its destination requires and its shipment.',
        params: Params,
        response: { 200: ExportFileView },
      },
      onRequest: allow('exportFiles', 'view'),
    },
    async (req) => {
      const shipment = await carInScope(requireUser(req), req.params.carId)
      return {
        file: (await getExportFile(db, req.params.carId)) ?? null,
        documents: await getStepDocuments(db, req.fileStore, req.params.carId),
        requiredInspection: shipment?.requiredInspection ?? null,
        shipment: shipment
          ? {
              id: shipment.id,
              reference: shipmentReference(shipment.id),
              etd: shipment.etd,
              eta: shipment.eta,
              departedOn: shipment.departedOn,
              blNumber: shipment.blNumber,
            }
          : null,
      }
    },
  )

  app.put(
    '/export-files/:carId',
    {
      schema: {
        tags,
        description:
          'Saves the car’s export file: a planned export date at most 6 months after the application, no date before the purchase, each certificate on one car. The originals of a sold car are sent only once it is fully paid (409 naming originalsSentOn); an owner may send them anyway with overrideReason, audited.',
        params: Params,
        body: ExportFileInput,
        response: { 200: ExportFile },
      },
      onRequest: allow('exportFiles', 'manage'),
    },
    async (req) => {
      const user = requireUser(req)
      await carInScope(user, req.params.carId)
      await saveExportFile(db, user, req.params.carId, req.body, todayIn(config.BUSINESS_TIMEZONE))
      return (await getExportFile(db, req.params.carId))!
    },
  )

  app.put(
    '/export-files/:carId/documents/:step',
    {
      schema: {
        tags,
        description:
          'Keeps a step’s scanned document (image or PDF, checked by content), replacing any before it; makes the file if it has none yet.',
        consumes: ['multipart/form-data'],
        params: DocumentParams,
        body: z.object({ document: FileField }),
        response: { 200: Done },
      },
      onRequest: allow('exportFiles', 'manage'),
    },
    async (req) => {
      const { carId, step } = req.params
      await carInScope(requireUser(req), carId)
      await attachDocument(db, req.fileStore, requireUser(req), carId, step, req.body.document)
      return { message: exportFileMessages.documentAttached(step) }
    },
  )

  app.delete(
    '/export-files/:carId/documents/:step',
    {
      schema: {
        tags,
        description: 'Takes a step’s document off the file.',
        params: DocumentParams,
        response: { 200: Done },
      },
      onRequest: allow('exportFiles', 'manage'),
    },
    async (req) => {
      const { carId, step } = req.params
      await carInScope(requireUser(req), carId)
      await removeDocument(db, requireUser(req), carId, step)
      return { message: exportFileMessages.documentRemoved(step) }
    },
  )

  app.get(
    '/deadlines',
    {
      schema: {
        tags,
        description:
          'Every open deadline of the export chain, soonest first, with the role that acts on it: auctions to pay, certificates to return, planned dates before departure, failed cars to re-inspect, inspections expiring before arrival, cars arriving after their last safe day, originals to send once paid in full, recycle refunds and consumption tax to claim. The owners’ periods (Settings) set the auction, re-inspection, originals and tax dates.',
        querystring: DeadlineQuery,
        response: { 200: z.array(Deadline) },
      },
      onRequest: allow('deadlines', 'view'),
    },
    (req) => {
      const scope = scopeCountry(requireUser(req)) ?? null
      return figures(req.dataVersion)(['deadlines', scope, req.query.limit], () =>
        // The owners' periods are read with the list: a change to them is a new data version too.
        getChainSettings(db).then((chain) => listDeadlines(db, scope ?? undefined, req.query.limit, chain)),
      )
    },
  )
}

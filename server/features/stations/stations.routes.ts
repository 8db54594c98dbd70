import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { Station, StationInput } from '../../../shared/stations'
import { allow, requireUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { deleteStation } from './delete-station'
import { saveStation } from './save-station'
import { getStation, listStations } from './stations.repo'

const IdParams = z.object({ id: z.coerce.number().int().positive() })
const Body = StationInput.extend({ picture: FileField })
const Saved = z.object({ id: z.number(), message: z.string() })

export const stationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, figures }) => {
  app.get(
    '/Station',
    {
      schema: {
        tags: ['stations'],
        querystring: ListQuery.extend({ countryId: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(Station) },
      },
      onRequest: allow('stations', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listStations(db, req.fileStore, req.query, figures(req.dataVersion))
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Station/GetStatus/:id',
    {
      schema: { tags: ['stations'], params: IdParams, response: { 200: Station } },
      onRequest: allow('stations', 'view'),
    },
    async (req) => {
      const station = await getStation(db, req.fileStore, req.params.id)
      if (!station) throw notFound('Station not found')
      return station
    },
  )

  app.post(
    '/Station/AddStation',
    {
      schema: { tags: ['stations'], consumes: ['multipart/form-data'], body: Body, response: { 201: Saved } },
      onRequest: allow('stations', 'manage'),
    },
    async (req, reply) => {
      const row = await saveStation(db, req.fileStore, requireUser(req), req.body)
      return reply.status(201).send({ id: row.id, message: messages.stations.added })
    },
  )

  app.put(
    '/Station/UpdateStation/:id',
    {
      schema: {
        tags: ['stations'],
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: Body,
        response: { 200: Saved },
      },
      onRequest: allow('stations', 'manage'),
    },
    async (req) => {
      const row = await saveStation(db, req.fileStore, requireUser(req), req.body, req.params.id)
      return { id: row.id, message: messages.stations.updated }
    },
  )

  app.delete(
    '/Station/DeleteStation/:id',
    { schema: { tags: ['stations'], params: IdParams }, onRequest: allow('stations', 'manage') },
    async (req) => {
      await deleteStation(db, requireUser(req), req.params.id)
      return { message: messages.stations.deleted }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import {
  CarIdQuery,
  LocationInput,
  LocationResult,
  LocationUpdate,
  Move,
  MoveInput,
  MoveResult,
} from '../../../shared/moves'
import { allow, requireUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { requireMoneyOf, vehicleMoneyOr404 } from '../vehicles/vehicle-money'
import { moveVehicle } from './move-vehicle'
import { listLocationUpdates, listMoves, vehicleExists } from './moves.repo'
import { updateLocation } from './update-location'

const tags = ['moves']

export const movesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const vehicleOr404 = async (carId: number) => {
    if (!(await vehicleExists(db, carId))) throw notFound('Vehicle not found')
  }

  app.post(
    '/car/updatelocation',
    {
      schema: { tags, body: LocationInput, response: { 200: LocationResult } },
      onRequest: allow('vehicles', 'updateLocation'),
    },
    async (req) => {
      const row = await updateLocation(db, requireUser(req), req.body)
      return { id: row.id, location: row.location, message: messages.vehicles.locationUpdated }
    },
  )

  app.get(
    '/car/locations',
    {
      schema: {
        tags,
        description: "A vehicle's location updates, newest first.",
        querystring: CarIdQuery,
        response: { 200: z.array(LocationUpdate) },
      },
      onRequest: allow('vehicles', 'view'),
    },
    async (req) => {
      await vehicleOr404(req.query.carId)
      return listLocationUpdates(db, req.query.carId)
    },
  )

  app.post(
    '/car/move',
    {
      schema: {
        tags,
        description:
          "Moves a vehicle to another station: cost × rate + move expenses becomes its cost in the destination country's currency.",
        body: MoveInput,
        response: { 200: MoveResult },
      },
      onRequest: allow('vehicles', 'move'),
    },
    async (req) => {
      await requireMoneyOf(db, requireUser(req), req.body.carId)
      const { move, vehicle } = await moveVehicle(
        db,
        requireUser(req),
        req.body,
        todayIn(config.BUSINESS_TIMEZONE),
      )
      return {
        id: move.id,
        cost: vehicle.cost,
        costCurrency: vehicle.costCurrency,
        message: messages.vehicles.moved,
      }
    },
  )

  app.get(
    '/car/moves',
    {
      schema: {
        tags,
        description: "A vehicle's moves, newest first.",
        querystring: CarIdQuery,
        response: { 200: z.array(Move) },
      },
      onRequest: allow('vehicles', 'view'),
    },
    async (req) => {
      await vehicleMoneyOr404(db, requireUser(req), req.query.carId)
      return listMoves(db, req.query.carId)
    },
  )
}

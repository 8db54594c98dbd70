import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { totalCountHeader } from '../../../shared/list-query'
import {
  DeleteStaffInput,
  DeleteStaffResult,
  SalaryTypeOption,
  SavedStaff,
  Staff,
  StaffInput,
  StaffQuery,
  salaryTypes,
} from '../../../shared/staff'
import { addressedBody, addressOf } from '../../lib/address'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { deleteStaff } from './delete-staff'
import { saveStaff } from './save-staff'
import { listStaff } from './staff.repo'
import { checkStaffScope, staffElsewhere } from './staff-scope'

const tags = ['staff']

export const staffRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/Staff',
    {
      schema: {
        tags,
        description: 'Staff list; with Id, that one member as a one-element array (404 if unknown).',
        querystring: StaffQuery,
        response: { 200: z.array(Staff) },
      },
      onRequest: allow('staff', 'view'),
    },
    async (req, reply) => {
      const user = requireUser(req)
      if (req.query.id) await checkStaffScope(db, user, req.query.id, staffElsewhere)
      const { rows, total } = await listStaff(db, { ...req.query, countryId: scopeCountry(user) })
      if (req.query.id && !rows.length) throw notFound('Staff not found')
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Staff/salarytypes',
    {
      schema: { tags, response: { 200: z.array(SalaryTypeOption) } },
      onRequest: allow('staff', 'view'),
    },
    () => salaryTypes.map((t) => ({ id: t, name: t })),
  )

  app.post(
    '/Staff/addedit',
    {
      schema: {
        tags,
        description: 'Adds with Id=0 (or no id); updates with the id in the body.',
        querystring: z.object({ id: z.coerce.number().int().min(0).optional() }),
        body: addressedBody(StaffInput),
        response: { 200: SavedStaff, 201: SavedStaff },
      },
      onRequest: allow('staff', 'manage'),
    },
    async (req, reply) => {
      const id = addressOf(req.query.id, req.body.id) ?? 0
      const user = requireUser(req)
      if (id) await checkStaffScope(db, user, id, staffElsewhere)
      if (!id) reply.status(201)
      return saveStaff(db, id, req.body.fields, requireUser(req))
    },
  )

  app.post(
    '/Staff/delete',
    {
      schema: { tags, body: DeleteStaffInput, response: { 200: DeleteStaffResult } },
      onRequest: allow('staff', 'manage'),
    },
    async (req) => {
      await checkStaffScope(db, requireUser(req), req.body.id, staffElsewhere)
      return deleteStaff(db, req.body.id, requireUser(req))
    },
  )
}

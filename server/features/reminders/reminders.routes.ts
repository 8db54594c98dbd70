import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { can } from '../../../shared/permissions'
import { Reminder, ReminderInput, ReminderQuery } from '../../../shared/reminders'
import { allow, requireUser } from '../../lib/auth'
import { requireInScope } from '../../lib/country-scope'
import { forbidden } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getCustomerParty, getVendorParty } from '../ledgers/parties.repo'
import { listReminders, queueReminder } from './queue-reminder'

const tags = ['reminders']

/** E-mail reminders: queued in the outbox and sent by its worker (`poke` sends at once when it can). */
export const remindersRoutes: FastifyPluginAsyncZod<FeatureDeps & { poke: () => void }> = async (
  app,
  { db, config, poke },
) => {
  app.post(
    '/Email/sendReminder',
    {
      schema: {
        tags,
        description: 'Queues a payment reminder e-mail (202); the outbox sends it, retrying on failure.',
        body: ReminderInput,
        response: { 202: Reminder },
      },
      onRequest: allow('reminders', 'send'),
    },
    async (req, reply) => {
      const id = await queueReminder(db, requireUser(req), req.body, config.BUSINESS_NAME)
      poke()
      const [row] = await listReminders(db, { id })
      return reply.status(202).send(row!)
    },
  )

  app.get(
    '/reminders',
    {
      schema: {
        tags,
        description: "A customer's or a vendor's reminder log, newest first, with each delivery's outcome.",
        querystring: ReminderQuery,
        response: { 200: z.array(Reminder) },
      },
      onRequest: allow('reminders', 'view'),
    },
    async (req) => {
      const user = requireUser(req)
      if (req.query.customerId && !can(user.role, 'customers', 'view')) throw forbidden()
      if (req.query.vendorId && !can(user.role, 'vendors', 'view')) throw forbidden()
      // Another country's customer or vendor is missing for this caller, and so is their log.
      if (req.query.customerId)
        requireInScope(user, await getCustomerParty(db, req.query.customerId), 'customer')
      if (req.query.vendorId) requireInScope(user, await getVendorParty(db, req.query.vendorId), 'vendor')
      return listReminders(db, req.query)
    },
  )
}

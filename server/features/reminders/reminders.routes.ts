import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { can } from '../../../shared/permissions'
import { Reminder, ReminderInput, ReminderQuery } from '../../../shared/reminders'
import { allow, requireUser } from '../../lib/auth'
import { forbidden } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
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
    (req) => {
      const role = requireUser(req).role
      if (req.query.customerId && !can(role, 'customers', 'view')) throw forbidden()
      if (req.query.vendorId && !can(role, 'vendors', 'view')) throw forbidden()
      return listReminders(db, req.query)
    },
  )
}

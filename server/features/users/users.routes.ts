import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import {
  DeleteUserInput,
  RegisterInput,
  ResetPasswordResult,
  UpdateUserInput,
  UserIdInput,
  UserInfo,
  UserRow,
} from '../../../shared/users'
import type { Db } from '../../db/client'
import { allow, requireUser, signedIn } from '../../lib/auth'
import { forbidden, notFound, unauthorized } from '../../lib/errors'
import { deactivateUser, reactivateUser } from './deactivate-user'
import { deleteUser } from './delete-user'
import { registerUser } from './register-user'
import { resetPassword } from './reset-password'
import { updateUser } from './update-user'
import { countUsers, getUserInfo, listUsers } from './users.repo'

type Deps = {
  db: Db
  businessTimeZone: string
  businessName: string
  /** Sends the outbox's queued e-mail now (the notices to a deactivated or reset user). */
  poke: () => void
}

const Message = z.object({ message: z.string() })

export const usersRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, businessTimeZone, businessName, poke },
) => {
  app.get(
    '/Users/userinfo',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.array(UserInfo) },
      },
      onRequest: signedIn,
    },
    async (req) => {
      const user = requireUser(req)
      if (req.query.id !== user.id && !can(user.role, 'users', 'view')) throw forbidden()
      const info = await getUserInfo(db, req.query.id)
      if (!info) throw notFound('User not found')
      return [{ ...info, businessTimeZone }]
    },
  )

  app.get(
    '/users',
    {
      schema: { tags: ['users'], querystring: ListQuery, response: { 200: z.array(UserRow) } },
      onRequest: allow('users', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listUsers(db, req.query)
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Auth/registration',
    { schema: { tags: ['users'], response: { 200: z.object({ open: z.boolean() }) } } },
    async () => ({ open: (await countUsers(db)) === 0 }),
  )

  app.post(
    '/Auth/register',
    {
      schema: { tags: ['users'], body: RegisterInput, response: { 201: z.object({ userId: z.number() }) } },
      // Decided before the body is read: an admin adds a user; without a session only the first-run
      // owner sign-up, while no user exists (register-user.ts checks that again inside its transaction).
      onRequest: async (req) => {
        if (req.headers.authorization && !req.user) throw unauthorized()
        if (req.user && !can(req.user.role, 'users', 'create')) throw forbidden()
        if (!req.user && (await countUsers(db)) > 0)
          throw forbidden('Accounts are created by an administrator.')
      },
    },
    async (req, reply) => {
      reply.status(201)
      return registerUser(db, req.body, req.user)
    },
  )

  app.post(
    '/users/delete',
    { schema: { tags: ['users'], body: DeleteUserInput }, onRequest: allow('users', 'delete') },
    async (req) => {
      await deleteUser(db, req.body.userId, requireUser(req))
      return { message: 'User deleted successfully' }
    },
  )

  app.put(
    '/users/update/:id',
    {
      schema: {
        tags: ['users'],
        description: "Changes a user's role and country.",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: UpdateUserInput,
        response: { 200: Message },
      },
      onRequest: allow('users', 'update'),
    },
    async (req) => {
      await updateUser(db, req.params.id, req.body, requireUser(req))
      return { message: messages.users.updated }
    },
  )

  app.post(
    '/users/deactivate',
    {
      schema: {
        tags: ['users'],
        description: 'Signs the user out everywhere and refuses their sign-ins until reactivated.',
        body: UserIdInput,
        response: { 200: Message },
      },
      onRequest: allow('users', 'deactivate'),
    },
    async (req) => {
      await deactivateUser(db, req.body.userId, requireUser(req), businessName)
      poke()
      return { message: messages.users.deactivated }
    },
  )

  app.post(
    '/users/reactivate',
    {
      schema: { tags: ['users'], body: UserIdInput, response: { 200: Message } },
      onRequest: allow('users', 'deactivate'),
    },
    async (req) => {
      await reactivateUser(db, req.body.userId, requireUser(req))
      return { message: messages.users.reactivated }
    },
  )

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['users'],
        description:
          'Gives the user a new password, made by the server and answered once; signs them out everywhere.',
        body: UserIdInput,
        response: { 200: ResetPasswordResult },
      },
      onRequest: allow('users', 'resetPassword'),
    },
    async (req) => {
      const result = await resetPassword(db, req.body.userId, requireUser(req), businessName)
      poke()
      return result
    },
  )
}

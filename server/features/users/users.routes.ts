import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { can } from '../../../shared/permissions'
import { DeleteUserInput, RegisterInput, UserInfo, UserRow } from '../../../shared/users'
import type { Db } from '../../db/client'
import { allow, requireUser, signedIn } from '../../lib/auth'
import { forbidden, notFound, unauthorized } from '../../lib/errors'
import { deleteUser } from './delete-user'
import { registerUser } from './register-user'
import { countUsers, getUserInfo, listUsers } from './users.repo'

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; businessTimeZone: string }> = async (
  app,
  { db, businessTimeZone },
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
}

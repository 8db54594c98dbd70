import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Category, CategoryInput, CategoryStatus } from '../../../shared/categories'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { allow, requireUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { getCategory, listCategories } from './categories.repo'
import { deleteCategory } from './delete-category'
import { saveCategory } from './save-category'

const IdParams = z.object({ id: z.coerce.number().int().positive() })
const Body = CategoryInput.extend({ image: FileField })
const Saved = z.object({ id: z.number(), message: z.string() })

export const categoriesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/Category',
    {
      schema: {
        tags: ['categories'],
        querystring: ListQuery.extend({ status: CategoryStatus.optional() }),
        response: { 200: z.array(Category) },
      },
      onRequest: allow('categories', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listCategories(db, req.fileStore, req.query)
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Category/Category/:id',
    {
      schema: { tags: ['categories'], params: IdParams, response: { 200: Category } },
      onRequest: allow('categories', 'view'),
    },
    async (req) => {
      const category = await getCategory(db, req.fileStore, req.params.id)
      if (!category) throw notFound('Category not found')
      return category
    },
  )

  app.post(
    '/Category/AddCategory',
    {
      schema: {
        tags: ['categories'],
        consumes: ['multipart/form-data'],
        body: Body,
        response: { 201: Saved },
      },
      onRequest: allow('categories', 'manage'),
    },
    async (req, reply) => {
      const row = await saveCategory(db, req.fileStore, requireUser(req), req.body)
      return reply.status(201).send({ id: row.id, message: messages.categories.added })
    },
  )

  app.put(
    '/Category/UpdateCategory/:id',
    {
      schema: {
        tags: ['categories'],
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: Body,
        response: { 200: Saved },
      },
      onRequest: allow('categories', 'manage'),
    },
    async (req) => {
      const row = await saveCategory(db, req.fileStore, requireUser(req), req.body, req.params.id)
      return { id: row.id, message: messages.categories.updated }
    },
  )

  app.delete(
    '/Category/Delete/:id',
    { schema: { tags: ['categories'], params: IdParams }, onRequest: allow('categories', 'manage') },
    async (req) => {
      await deleteCategory(db, requireUser(req), req.params.id)
      return { message: messages.categories.deleted }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import {
  Expense,
  ExpenseInput,
  ExpenseListFilter,
  ExpenseListRow,
  ExpenseTotals,
  SavedExpense,
} from '../../../shared/expenses'
import { optionalText } from '../../../shared/fields'
import { ListQuery, totalCountHeader } from '../../../shared/list-query'
import { messages } from '../../../shared/messages'
import { addressedBody, addressOf } from '../../lib/address'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { badRequest, notFound } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { requireMoneyOf, vehicleMoneyOr404 } from '../vehicles/vehicle-money'
import { listAllExpenses } from './all-expenses.repo'
import { deleteExpense } from './delete-expense'
import { expenseTotals, getExpense, listVehicleExpenses } from './expenses.repo'
import { saveExpense } from './save-expense'

const tags = ['expenses']
const positiveId = z.coerce.number().int().positive()
const Body = addressedBody(ExpenseInput.extend({ receipt: FileField }))

export const expensesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/car/expenses',
    {
      schema: {
        tags,
        description:
          "With carId, that vehicle's expenses in date order; with Id, that one expense as a one-element array.",
        querystring: z.object({ carId: positiveId.optional(), id: positiveId.optional() }),
        response: { 200: z.array(Expense) },
      },
      onRequest: allow('expenses', 'view'),
    },
    async (req) => {
      const { id, carId } = req.query
      const user = requireUser(req)
      if (id) {
        const expense = await getExpense(db, req.fileStore, id)
        if (!expense) throw notFound('Expense not found')
        await requireMoneyOf(db, user, expense.carId, 'id')
        return [expense]
      }
      if (!carId) throw badRequest('carId: give carId or Id', { carId: ['is required'] })
      await vehicleMoneyOr404(db, user, carId)
      return listVehicleExpenses(db, req.fileStore, carId)
    },
  )

  app.get(
    '/car/allexpenses',
    {
      schema: {
        tags,
        description: "Every vehicle's expenses, paged and filtered (the /vehicles/expenses page).",
        querystring: ListQuery.extend(ExpenseListFilter.shape),
        response: { 200: z.array(ExpenseListRow) },
      },
      onRequest: allow('expenses', 'view'),
    },
    async (req, reply) => {
      const countryId = scopeCountry(requireUser(req))
      const { rows, total } = await listAllExpenses(db, req.fileStore, { ...req.query, countryId })
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/car/expenses/totals',
    {
      schema: {
        tags,
        description: "A vehicle's expenses summed per currency (never added across currencies).",
        querystring: z.object({ carId: positiveId }),
        response: { 200: ExpenseTotals },
      },
      onRequest: allow('expenses', 'view'),
    },
    async (req) => {
      await vehicleMoneyOr404(db, requireUser(req), req.query.carId)
      return expenseTotals(db, req.query.carId)
    },
  )

  app.post(
    '/car/addeditexpense',
    {
      schema: {
        tags,
        description: 'Adds with Id=0 (or no id); updates with the id in the body. Receipt: image or PDF.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: z.coerce.number().int().min(0).optional() }),
        body: Body,
        response: { 200: SavedExpense, 201: SavedExpense },
      },
      onRequest: allow('expenses', 'manage'),
    },
    async (req, reply) => {
      const id = addressOf(req.query.id, req.body.id)
      await requireMoneyOf(db, requireUser(req), req.body.fields.carId)
      const row = await saveExpense(
        db,
        req.fileStore,
        requireUser(req),
        req.body.fields,
        todayIn(config.BUSINESS_TIMEZONE),
        id,
      )
      return reply
        .status(id ? 200 : 201)
        .send({ id: row.id, message: id ? messages.vehicles.expenseUpdated : messages.vehicles.expenseAdded })
    },
  )

  app.post(
    '/car/deleteexpense',
    {
      schema: {
        tags,
        body: z.object({ id: positiveId, reason: optionalText(500) }),
        response: { 200: z.object({ message: z.string() }) },
      },
      onRequest: allow('expenses', 'delete'),
    },
    async (req) => {
      const expense = await getExpense(db, req.fileStore, req.body.id)
      if (expense) await requireMoneyOf(db, requireUser(req), expense.carId, 'id')
      await deleteExpense(db, requireUser(req), req.body.id, req.body.reason)
      return { message: messages.vehicles.expenseDeleted }
    },
  )
}

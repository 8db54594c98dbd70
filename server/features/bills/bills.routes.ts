import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Bill,
  BillInput,
  BillQuery,
  BillRow,
  billMessages,
  EmailBillInput,
  VoidBillInput,
} from '../../../shared/bills'
import { id } from '../../../shared/fields'
import { totalCountHeader } from '../../../shared/list-query'
import { allow, requireUser } from '../../lib/auth'
import { anotherOffice, inScope, scopeCountry } from '../../lib/country-scope'
import { conflict, notFound } from '../../lib/errors'
import { sendDownload } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import { billPdf } from './bill.pdf'
import { type BillScope, getBill, listBills } from './bills.repo'
import { emailBill } from './email-bill'
import { issueBill } from './issue-bill'
import { voidBill } from './void-bill'

const tags = ['bills']
const Params = z.object({ id: id('Bill') })
const Issued = z.object({ id: z.number(), number: z.string(), total: z.string(), message: z.string() })

/** Non-admins see the bills of their own country only (docs/decisions/0013-country-scope.md). */
const scopeOf = (req: FastifyRequest): BillScope => ({ countryId: scopeCountry(requireUser(req)) })

/** The bill book: issue, read, void, print and e-mail invoices (docs/decisions/0019-bills.md). */
export const billsRoutes: FastifyPluginAsyncZod<FeatureDeps & { poke: () => void }> = async (
  app,
  { db, poke },
) => {
  const billOr404 = async (req: FastifyRequest, billId: number) => {
    const bill = await getBill(db, billId, {})
    if (!bill) throw notFound('Bill not found')
    if (!inScope(requireUser(req), bill.countryId)) throw anotherOffice('bill')
    return bill
  }

  app.get(
    '/bills',
    {
      schema: {
        tags,
        description: 'The bill book: searchable by number, buyer and vehicle; paged when `page` is given.',
        querystring: BillQuery,
        response: { 200: z.array(BillRow) },
      },
      onRequest: allow('bills', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listBills(db, req.query, scopeOf(req))
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.post(
    '/bills',
    {
      schema: {
        tags,
        description:
          "Issues a bill with the year's next number; the server computes the line totals and total.",
        body: BillInput,
        response: { 201: Issued },
      },
      onRequest: allow('bills', 'create'),
    },
    async (req, reply) => {
      const bill = await issueBill(db, requireUser(req), req.body)
      return reply.status(201).send({ ...bill, message: billMessages.created(bill.number) })
    },
  )

  app.get(
    '/bills/:id',
    { schema: { tags, params: Params, response: { 200: Bill } }, onRequest: allow('bills', 'view') },
    (req) => billOr404(req, req.params.id),
  )

  app.put(
    '/bills/:id',
    {
      schema: {
        tags,
        description: 'Bills are issued when created and never edited: 409 (void it and issue another).',
        params: Params,
      },
      onRequest: allow('bills', 'create'),
    },
    async (req) => {
      const bill = await billOr404(req, req.params.id)
      throw conflict(billMessages.issuedLocked, { id: [`${bill.number} is ${bill.status}`] })
    },
  )

  app.post(
    '/bills/:id/void',
    {
      schema: {
        tags,
        description: 'Voids a bill; it keeps its number, which is never used again.',
        params: Params,
        body: VoidBillInput,
        response: { 200: Bill },
      },
      onRequest: allow('bills', 'void'),
    },
    async (req) => {
      await voidBill(db, requireUser(req), req.params.id, req.body.reason, scopeOf(req))
      return billOr404(req, req.params.id)
    },
  )

  app.get(
    '/bills/:id/pdf',
    {
      schema: { tags, description: 'The bill as a PDF with the letterhead.', params: Params },
      onRequest: allow('bills', 'view'),
    },
    async (req, reply) => {
      const bill = await billOr404(req, req.params.id)
      return sendDownload(
        reply,
        { filename: `${bill.number}.pdf`, type: 'application/pdf', inline: true },
        billPdf(bill, await getLetterhead(db)),
      )
    },
  )

  app.post(
    '/bills/:id/email',
    {
      schema: {
        tags,
        description:
          "Queues the bill's e-mail with its PDF attached (202), to the address given or the customer's.",
        params: Params,
        body: EmailBillInput.optional(),
        response: {
          202: z.object({ outboxId: z.number(), email: z.string(), number: z.string(), message: z.string() }),
        },
      },
      onRequest: allow('bills', 'email'),
    },
    async (req, reply) => {
      const queued = await emailBill(
        db,
        requireUser(req),
        req.params.id,
        req.body?.email ?? null,
        scopeOf(req),
      )
      poke()
      return reply.status(202).send({ ...queued, message: billMessages.queued(queued.email) })
    },
  )
}

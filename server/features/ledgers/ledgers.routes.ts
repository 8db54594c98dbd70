import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../../shared/dates'
import { Ledger, LedgerQuery, PartyQuery, Purchases } from '../../../shared/ledgers'
import { allow, requireUser } from '../../lib/auth'
import { requireInScope } from '../../lib/country-scope'
import { sendDownload } from '../../lib/export'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getLetterhead } from '../settings/settings.repo'
import { ledgerPdf } from './ledger.pdf'
import { customerLines, customerPurchases, ledgerLines, vendorLines, vendorPurchases } from './ledgers.repo'
import { getCustomerParty, getVendorParty } from './parties.repo'
import { customerPending, vendorPending } from './pending.repo'

const tags = ['ledgers']
/** The ledger as JSON, or with format=pdf as a PDF of the same lines and balances. */
const LedgerFileQuery = LedgerQuery.extend({
  format: z.enum(['pdf'], { error: 'Format must be pdf' }).optional(),
})

export const ledgersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const reference = () => config.REMINDER_REFERENCE_DATE ?? todayIn(config.BUSINESS_TIMEZONE)
  // Another country's customer or vendor is answered as missing (docs/decisions/0013-country-scope.md).
  const customerOr404 = async (req: FastifyRequest, id: number) => {
    const { countryId: _, ...party } = requireInScope(
      requireUser(req),
      await getCustomerParty(db, id),
      'customer',
    )
    return party
  }
  const vendorOr404 = async (req: FastifyRequest, id: number) => {
    const { countryId: _, ...party } = requireInScope(
      requireUser(req),
      await getVendorParty(db, id),
      'vendor',
    )
    return party
  }

  app.get(
    '/customer/allpurchases',
    {
      schema: {
        tags,
        description: "A customer's sales with paid and pending on each, and pending per currency.",
        querystring: PartyQuery,
        response: { 200: Purchases },
      },
      onRequest: allow('ledgers', 'viewCustomers'),
    },
    async (req) => {
      // Read beside the check (one round trip less); nothing is answered unless the check passes.
      const [, rows, pending] = await Promise.all([
        customerOr404(req, req.query.id),
        customerPurchases(db, req.query.id),
        customerPending(db, { id: req.query.id, reference: reference() }),
      ])
      return { rows, pending }
    },
  )

  app.get(
    '/customer/ledger',
    {
      schema: {
        tags,
        description:
          "A customer's ledger: sales, payments, advances and reversals with running balances per currency.",
        querystring: LedgerFileQuery,
        response: { 200: Ledger },
      },
      onRequest: allow('ledgers', 'viewCustomers'),
    },
    async (req, reply) => {
      const [{ held, ...party }, lines] = await Promise.all([
        customerOr404(req, req.query.id),
        ledgerLines(db, customerLines(req.query.id), req.query),
      ])
      const ledger: Ledger = {
        party,
        from: req.query.from ?? null,
        to: req.query.to ?? null,
        held: { kind: 'deposit', currency: party.currency, amount: held },
        ...lines,
      }
      if (req.query.format !== 'pdf') return ledger
      return sendDownload(
        reply,
        { filename: `customer-ledger-${party.id}.pdf`, type: 'application/pdf' },
        ledgerPdf(ledger, 'Customer', await getLetterhead(db)),
      )
    },
  )

  app.get(
    '/vendor/allpurchases',
    {
      schema: {
        tags,
        description: "A vendor's purchases with paid and pending on each, and pending per currency.",
        querystring: PartyQuery,
        response: { 200: Purchases },
      },
      onRequest: allow('ledgers', 'viewVendors'),
    },
    async (req) => {
      // Read beside the check (one round trip less); nothing is answered unless the check passes.
      const [, rows, pending] = await Promise.all([
        vendorOr404(req, req.query.id),
        vendorPurchases(db, req.query.id),
        vendorPending(db, { id: req.query.id, reference: reference() }),
      ])
      return { rows, pending }
    },
  )

  app.get(
    '/vendor/ledger',
    {
      schema: {
        tags,
        description:
          "A vendor's ledger: purchases, payments and advances with running balances per currency.",
        querystring: LedgerFileQuery,
        response: { 200: Ledger },
      },
      onRequest: allow('ledgers', 'viewVendors'),
    },
    async (req, reply) => {
      const [{ held, ...party }, lines] = await Promise.all([
        vendorOr404(req, req.query.id),
        ledgerLines(db, vendorLines(req.query.id), req.query),
      ])
      const ledger: Ledger = {
        party,
        from: req.query.from ?? null,
        to: req.query.to ?? null,
        held: { kind: 'advance', currency: party.currency, amount: held },
        ...lines,
      }
      if (req.query.format !== 'pdf') return ledger
      return sendDownload(
        reply,
        { filename: `vendor-ledger-${party.id}.pdf`, type: 'application/pdf' },
        ledgerPdf(ledger, 'Vendor', await getLetterhead(db)),
      )
    },
  )
}

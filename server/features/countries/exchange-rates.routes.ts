import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ExchangeRate, ExchangeRateFilter, ExchangeRateInput } from '../../../shared/exchange-rates'
import { totalCountHeader } from '../../../shared/list-query'
import { allow, requireUser } from '../../lib/auth'
import { badRequest } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getCurrencyDecimals } from './countries.repo'
import { listExchangeRates, upsertExchangeRate } from './exchange-rates.repo'

const tags = ['exchange rates']

export const exchangeRatesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/exchangerates',
    {
      schema: {
        tags,
        description: `Rates to the base currency, newest first; the total in ${totalCountHeader}.`,
        querystring: ExchangeRateFilter,
        response: { 200: z.array(ExchangeRate) },
      },
      onRequest: allow('exchangeRates', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await listExchangeRates(db, req.query)
      return reply.header(totalCountHeader, String(total)).send(rows)
    },
  )

  app.post(
    '/exchangerates',
    {
      schema: {
        tags,
        description:
          'Records how many units of BASE_CURRENCY one unit of the currency is worth on a date (replaces that day’s rate).',
        body: ExchangeRateInput,
        response: { 200: ExchangeRate.extend({ message: z.string() }) },
      },
      onRequest: allow('exchangeRates', 'create'),
    },
    async (req) => {
      const { currency } = req.body
      if (currency === config.BASE_CURRENCY)
        throw badRequest(`currency: ${currency} is the base currency`, { currency: ['is the base currency'] })
      if ((await getCurrencyDecimals(db, currency)) === undefined)
        throw badRequest('currency: Unknown currency', { currency: ['Unknown currency'] })
      const row = await upsertExchangeRate(db, req.body, config.BASE_CURRENCY, requireUser(req).id)
      return { ...row, message: 'Exchange rate saved' }
    },
  )
}

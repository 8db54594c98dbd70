import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Country, Currency } from '../../../shared/countries'
import type { Db } from '../../db/client'
import { listCountries, listCurrencies } from './countries.repo'

/** Reference data: public, because the first-run sign-up needs a country before anyone can sign in. */
export const countriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/users/countries', { schema: { tags: ['countries'], response: { 200: z.array(Country) } } }, () =>
    listCountries(db),
  )
  app.get(
    '/country/currencies',
    { schema: { tags: ['countries'], response: { 200: z.array(Currency) } } },
    () => listCurrencies(db),
  )
}

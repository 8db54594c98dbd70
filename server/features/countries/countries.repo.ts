import { asc, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { countries, currencies } from './countries.table'

export const listCountries = (db: Queryable) =>
  db
    .select({
      id: countries.id,
      name: countries.name,
      isoCode: countries.isoCode,
      currency: countries.currency,
      dialCode: countries.dialCode,
      flag: countries.flag,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.name))

export const listCurrencies = (db: Queryable) =>
  db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .orderBy(asc(currencies.code))

export const countryExists = async (db: Queryable, id: number) =>
  (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))).length > 0

export const getCountry = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      id: countries.id,
      name: countries.name,
      currency: countries.currency,
      dialCode: countries.dialCode,
    })
    .from(countries)
    .where(eq(countries.id, id))
  return row
}

export const currencyExists = async (db: Queryable, code: string) =>
  (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code))).length > 0

/** A currency's minor unit from the currencies table (JPY 0, USD 2), or undefined when the code is unknown. */
export const getCurrencyDecimals = async (db: Queryable, code: string) => {
  const [row] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code))
  return row?.decimals
}

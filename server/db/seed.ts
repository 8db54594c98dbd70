import { seedCurrencies } from '../../shared/currencies'
import type { Queryable } from './client'
import { countries, currencies, destinationRules } from './schema'

/** Reference data: every currency of the seeded countries (shared/currencies.ts), then the countries. */
export const seedCountries = [
  ['Japan', 'JP', 'JPY', '+81', '🇯🇵'],
  ['Pakistan', 'PK', 'PKR', '+92', '🇵🇰'],
  ['United Arab Emirates', 'AE', 'AED', '+971', '🇦🇪'],
  ['Kenya', 'KE', 'KES', '+254', '🇰🇪'],
  ['Tanzania', 'TZ', 'TZS', '+255', '🇹🇿'],
  ['Uganda', 'UG', 'UGX', '+256', '🇺🇬'],
  ['Zambia', 'ZM', 'ZMW', '+260', '🇿🇲'],
  ['Mozambique', 'MZ', 'MZN', '+258', '🇲🇿'],
  ['Sri Lanka', 'LK', 'LKR', '+94', '🇱🇰'],
  ['Bangladesh', 'BD', 'BDT', '+880', '🇧🇩'],
  ['United Kingdom', 'GB', 'GBP', '+44', '🇬🇧'],
  ['Ireland', 'IE', 'EUR', '+353', '🇮🇪'],
  ['New Zealand', 'NZ', 'NZD', '+64', '🇳🇿'],
  ['Australia', 'AU', 'AUD', '+61', '🇦🇺'],
  ['Chile', 'CL', 'CLP', '+56', '🇨🇱'],
  ['Russia', 'RU', 'RUB', '+7', '🇷🇺'],
  ['Mongolia', 'MN', 'MNT', '+976', '🇲🇳'],
  ['United States', 'US', 'USD', '+1', '🇺🇸'],
  ['Canada', 'CA', 'CAD', '+1', '🇨🇦'],
] as const

/**
 * Destination rules with a published source (decision 0038): Kenya admits a car first
 * registered in year Y only if it arrives by 31 December of Y+7, right-hand drive, with a
 * roadworthiness certificate from the appointed inspection company before shipping.
 */
const seedRules = [
  {
    isoCode: 'KE',
    maxAgeYears: 8,
    ageFrom: 'first_registration',
    appliedBy: 'year_end',
    steering: 'Right',
    inspectionAgency: 'QISJ (appointed inspection company in Japan)',
    source:
      'https://www.the-star.co.ke/business/kenya/2021-12-30-importers-confident-of-beating-8-year-rule-on-used-cars/',
    effectiveFrom: '2014-01-01',
    notes:
      'Without the certificate the car is inspected on arrival at 5 % of its customs value (https://allafrica.com/stories/202209220048.html).',
  },
] as const

/** Idempotent: run on every start; rows an admin changed are left as they are. */
export const seedReferenceData = async (db: Queryable) => {
  await db
    .insert(currencies)
    .values(seedCurrencies.map(([code, name, symbol, decimals]) => ({ code, name, symbol, decimals })))
    .onConflictDoNothing()
  await db
    .insert(countries)
    .values(
      seedCountries.map(([name, isoCode, currency, dialCode, flag], i) => ({
        name,
        isoCode,
        currency,
        dialCode,
        flag,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing()
  const seeded = await db.select({ id: countries.id, isoCode: countries.isoCode }).from(countries)
  const rules = seedRules.flatMap(({ isoCode, ...rule }) => {
    const country = seeded.find((c) => c.isoCode === isoCode)
    return country ? [{ ...rule, countryId: country.id }] : []
  })
  if (rules.length) await db.insert(destinationRules).values(rules).onConflictDoNothing()
}

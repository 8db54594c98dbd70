import { seedCurrencies } from '../../shared/currencies'
import type { Queryable } from './client'
import { countries, currencies } from './schema'

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
}

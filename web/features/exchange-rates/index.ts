/** What the app uses of exchange rates. */
export { exchangeRatesRoutes } from './exchange-rates.routes'

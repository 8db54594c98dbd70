import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const ExchangeRatesPage = lazyPage('exchange-rates', () => import('./exchange-rates-page'))

/** /exchange-rates: the rates every conversion uses; anyone reads them, money roles record them. */
export const exchangeRatesRoutes = <Route path="/exchange-rates" element={<ExchangeRatesPage />} />

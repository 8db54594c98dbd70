import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const TwoFactorPage = lazyPage('two-factor', () => import('./two-factor-page'))

/** The signed-in user's own second factor (from the profile menu). */
export const twoFactorRoutes = <Route path="/two-factor" element={<TwoFactorPage />} />

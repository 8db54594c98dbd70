import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const SettingsPage = lazyPage('settings', () => import('./settings-page'))

/** /settings (guarded by the matrix's settings.view, like /user). */
export const settingsRoutes = <Route path="/settings" element={<SettingsPage />} />

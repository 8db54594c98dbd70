import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const AuditPage = lazyPage('audit', () => import('./audit-page'))

/** /audit (guarded by the matrix's audit.view, like /settings). */
export const auditRoutes = <Route path="/audit" element={<AuditPage />} />

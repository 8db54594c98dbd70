import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const ReminderBulkPage = lazyPage('reminder-bulk', () => import('./reminder-bulk-page'))

/** /reminder: the bulk e-mail reminders. */
export const remindersRoutes = <Route path="/reminder" element={<ReminderBulkPage />} />

import { lazy } from 'react'

/** What the app and other features use of reminders. */
export { usePendingList } from './pending-list'
export { remindersRoutes } from './reminders.routes'
export { useSendReminder } from './send-reminder'

/**
 * The overdue alerts the layout runs once after sign-in: their code (and the money and validation code
 * they need) is a chunk of its own, not part of the first page's.
 */
export const OverdueAlerts = lazy(() =>
  import('./overdue-alerts').then((m) => ({ default: m.OverdueAlerts })),
)

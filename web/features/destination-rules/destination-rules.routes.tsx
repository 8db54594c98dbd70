import type { RouteObject } from 'react-router-dom'

/** /destination-rules: what each destination admits; anyone reads, owners keep them. */
export const destinationRulesRoutes = (): RouteObject[] => [
  {
    path: '/destination-rules',
    lazy: () => import('./destination-rules-page').then((m) => ({ Component: m.default })),
  },
]

import type { RouteObject } from 'react-router-dom'

/** /pipeline: every car by stage of its journey. */
export const pipelineRoutes = (): RouteObject[] => [
  { path: '/pipeline', lazy: () => import('./pipeline-page').then((m) => ({ Component: m.default })) },
]

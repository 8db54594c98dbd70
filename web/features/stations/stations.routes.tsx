import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

const editPage = () => import('./station-edit-page').then((m) => ({ Component: m.default }))
const manage = { permission: ['stations', 'manage'] } satisfies RouteHandle

/** /station/listing, /station/add and /station/add/{id}. */
export const stationsRoutes = (): RouteObject[] => [
  {
    path: '/station/listing',
    lazy: () => import('./station-list-page').then((m) => ({ Component: m.default })),
  },
  { path: '/station/add', handle: manage, lazy: editPage },
  { path: '/station/add/:id', handle: manage, lazy: editPage },
]

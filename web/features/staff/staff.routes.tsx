import { type RouteObject, redirect } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

const formPage = () => import('./staff-form-page').then((m) => ({ Component: m.default }))
const manage = { permission: ['staff', 'manage'] } satisfies RouteHandle

/** /staff/listing, /staff/add and /staff/edit/{id}; /staff alone opens the list. */
export const staffRoutes = (): RouteObject[] => [
  { path: '/staff', loader: () => redirect('/staff/listing') },
  { path: '/staff/listing', lazy: () => import('./staff-list-page').then((m) => ({ Component: m.default })) },
  { path: '/staff/add', handle: manage, lazy: formPage },
  { path: '/staff/edit/:id', handle: manage, lazy: formPage },
]

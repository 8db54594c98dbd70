import { type RouteObject, redirect } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

const editPage = () => import('./vendor-edit-page').then((m) => ({ Component: m.default }))
const manage = { permission: ['vendors', 'manage'] } satisfies RouteHandle

/** /vendor/listing, /vendor/add, /vendor/edit/{id}, /vendor/details/{id} and /vendor/profile/{id}. */
export const vendorsRoutes = (): RouteObject[] => [
  { path: '/vendor', loader: () => redirect('/vendor/listing') },
  {
    path: '/vendor/listing',
    lazy: () => import('./vendor-list-page').then((m) => ({ Component: m.default })),
  },
  { path: '/vendor/add', handle: manage, lazy: editPage },
  { path: '/vendor/edit/:id', handle: manage, lazy: editPage },
  {
    path: '/vendor/details/:id',
    lazy: () => import('./vendor-details-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '/vendor/profile/:id',
    lazy: () => import('./vendor-profile-page').then((m) => ({ Component: m.default })),
  },
]

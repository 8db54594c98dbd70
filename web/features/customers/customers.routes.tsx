import { type RouteObject, redirect } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

const editPage = () => import('./customer-edit-page').then((m) => ({ Component: m.default }))
const manage = { permission: ['customers', 'manage'] } satisfies RouteHandle

/** /customer/listing, add, edit/{id}, details/{id} and profile/{id}; the ledger comes with money. */
export const customersRoutes = (): RouteObject[] => [
  { path: '/customer', loader: () => redirect('/customer/listing') },
  {
    path: '/customer/listing',
    lazy: () => import('./customer-list-page').then((m) => ({ Component: m.default })),
  },
  { path: '/customer/add', handle: manage, lazy: editPage },
  { path: '/customer/edit/:id', handle: manage, lazy: editPage },
  {
    path: '/customer/details/:id',
    lazy: () => import('./customer-details-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '/customer/profile/:id',
    lazy: () => import('./customer-profile-page').then((m) => ({ Component: m.default })),
  },
]

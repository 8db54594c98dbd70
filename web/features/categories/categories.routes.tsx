import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

const editPage = () => import('./category-edit-page').then((m) => ({ Component: m.default }))
const manage = { permission: ['categories', 'manage'] } satisfies RouteHandle

/** /vehicles/category, /vehicles/add-category and /vehicles/category/edit/{id}. */
export const categoriesRoutes = (): RouteObject[] => [
  {
    path: '/vehicles/category',
    handle: { permission: ['categories', 'list'] } satisfies RouteHandle,
    lazy: () => import('./category-list-page').then((m) => ({ Component: m.default })),
  },
  { path: '/vehicles/add-category', handle: manage, lazy: editPage },
  { path: '/vehicles/category/edit/:id', handle: manage, lazy: editPage },
]

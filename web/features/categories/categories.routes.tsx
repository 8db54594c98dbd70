import { Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const CategoryListPage = lazyPage('category-listing', () => import('./category-list-page'))
const CategoryEditPage = lazyPage('category-form', () => import('./category-edit-page'))

/** /vehicles/category, /vehicles/add-category and /vehicles/category/edit/{id}. */
export const categoriesRoutes = (
  <>
    <Route element={<RequirePermission permission={['categories', 'list']} />}>
      <Route path="/vehicles/category" element={<CategoryListPage />} />
    </Route>
    <Route element={<RequirePermission permission={['categories', 'manage']} />}>
      <Route path="/vehicles/add-category" element={<CategoryEditPage />} />
      <Route path="/vehicles/category/edit/:id" element={<CategoryEditPage />} />
    </Route>
  </>
)

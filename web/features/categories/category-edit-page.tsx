import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useCategory, useSaveCategory } from './categories.api'
import { CategoryForm } from './category-form'

/** /vehicles/add-category and /vehicles/category/edit/{id}: after saving, the list, replacing history. */
const CategoryEditPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const category = useCategory(id)
  const save = useSaveCategory()
  const notify = useNotify()
  const navigate = useNavigate()
  const m = messages.categories

  useErrorAlert(category.error, m.fetchOneFailed)

  if (id && !category.data) return category.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? 'Edit category' : 'Add category'}>
      <CategoryForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={category.data ? `${category.data.id}:${category.data.version}` : 'new'}
        category={category.data}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? m.updated : m.added)
          navigate('/vehicles/category', { replace: true })
        }}
      />
    </Page>
  )
}

export default CategoryEditPage

import Add from '@mui/icons-material/Add'
import { Button, Stack, type Theme, useMediaQuery } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Category } from '../../../shared/categories'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { RowDeleteButton, RowEditLink } from '../../components/row-buttons'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { type CategoryQuery, useCategories, useDeleteCategory } from './categories.api'
import { categoryColumns } from './category-columns'
import { CategoryStatusFilter } from './category-status'

const CategoryListPage = () => {
  const [query, setQuery] = useState<CategoryQuery>({ page: 1, pageSize: 25, sort: 'name' })
  const categories = useCategories(query)
  const remove = useDeleteCategory()
  const notify = useNotify()
  const { profile } = useSession()
  const manage = can(profile?.userRole, 'categories', 'manage')
  const m = messages.categories
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('sm'))

  useErrorAlert(categories.error, m.fetchFailed)

  const onDelete = async (category: Category) => {
    if (!(await notify.confirm({ title: messages.common.deleteTitle, text: m.deleteConfirm }))) return
    try {
      await remove.mutateAsync(category.id)
      await notify.alert({ title: messages.common.deletedTitle, text: m.deleted, icon: 'success' })
    } catch (err) {
      await notify.alert({ title: messages.common.errorTitle, text: errorText(err, m.deleteFailed) })
    }
  }

  const actions: GridColDef<Category> = {
    field: 'actions',
    headerName: '',
    width: narrow ? 88 : 100,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row">
        <RowEditLink name={row.name} to={`/vehicles/category/edit/${row.id}`} />
        <RowDeleteButton name={row.name} onClick={() => onDelete(row)} />
      </Stack>
    ),
  }

  return (
    <Page
      title="Vehicle categories"
      actions={
        manage && (
          <Button component={Link} to="/vehicles/add-category" variant="contained" startIcon={<Add />}>
            Add category
          </Button>
        )
      }
    >
      <DataTable
        rows={categories.data?.rows ?? []}
        total={categories.data?.total ?? 0}
        loading={categories.isFetching}
        columns={[...categoryColumns(narrow), ...(manage ? [actions] : [])]}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search name or description"
        toolbar={
          <CategoryStatusFilter
            value={query.status}
            onChange={(status) => setQuery((q) => ({ ...q, status, page: 1 }))}
          />
        }
      />
    </Page>
  )
}

export default CategoryListPage

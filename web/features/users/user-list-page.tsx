import Add from '@mui/icons-material/Add'
import { Button, Chip } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { messages, ui } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import type { UserInfo } from '../../../shared/users'
import { useSession } from '../../app/session'
import { DataTable, type TableQuery } from '../../components/data-table'
import { Page } from '../../components/page'
import { RowDeleteButton } from '../../components/row-buttons'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useDeleteUser, useUsers } from './users.api'

const UserListPage = () => {
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 25 })
  const users = useUsers(query)
  const remove = useDeleteUser()
  const notify = useNotify()
  const { profile } = useSession()

  useErrorAlert(users.error, 'Failed to fetch users')

  const onDelete = useCallback(
    async (user: UserInfo) => {
      if (!(await notify.confirm({ title: messages.common.deleteTitle, text: messages.users.deleteConfirm })))
        return
      try {
        await remove.mutateAsync(user.userId)
        notify.toast(messages.users.deleted, { ms: ui.shortMessageMs })
      } catch (err) {
        await notify.alert({
          title: messages.common.errorTitle,
          text: (err instanceof Error && err.message) || messages.users.deleteFailed,
        })
      }
    },
    [notify, remove],
  )

  const columns: GridColDef<UserInfo>[] = [
    {
      field: 'firstName',
      headerName: 'Name',
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, r) => `${r.firstName} ${r.lastName}`,
    },
    { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
    { field: 'countryName', headerName: 'Country', flex: 0.8, minWidth: 130 },
    {
      field: 'userRole',
      headerName: 'Role',
      width: 130,
      renderCell: ({ value }) => (
        <Chip label={value} size="small" color={value === 'SuperAdmin' ? 'secondary' : 'default'} />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 70,
      sortable: false,
      renderCell: ({ row }) =>
        row.userRole === 'SuperAdmin' || row.userId === profile?.userId ? null : (
          <RowDeleteButton name={row.email} onClick={() => onDelete(row)} title={'Delete user'} />
        ),
    },
  ]

  return (
    <Page
      title="Users"
      actions={
        can(profile?.userRole, 'users', 'create') && (
          <Button component={Link} to="/user/add" variant="contained" startIcon={<Add />}>
            Add user
          </Button>
        )
      }
    >
      <DataTable
        rows={users.data?.rows ?? []}
        total={users.data?.total ?? 0}
        loading={users.isFetching}
        columns={columns}
        getRowId={(r) => r.userId}
        query={query}
        onQueryChange={setQuery}
        searchLabel="Search name or e-mail"
      />
    </Page>
  )
}

export default UserListPage

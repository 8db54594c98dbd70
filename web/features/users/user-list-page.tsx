import Add from '@mui/icons-material/Add'
import PhonelinkErase from '@mui/icons-material/PhonelinkErase'
import { Button, Chip, IconButton } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { messages, ui } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { twoFactorMessages } from '../../../shared/two-factor'
import type { UserInfo } from '../../../shared/users'
import { useSession } from '../../app/session'
import { DataTable, type TableQuery } from '../../components/data-table'
import { Page } from '../../components/page'
import { RowDeleteButton } from '../../components/row-buttons'
import { tip } from '../../components/shared-tooltip'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useDeleteUser, useResetTwoFactor, useUsers } from './users.api'

const UserListPage = () => {
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 25 })
  const users = useUsers(query)
  const remove = useDeleteUser()
  const resetTwoFactor = useResetTwoFactor()
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

  const onResetTwoFactor = useCallback(
    async (user: UserInfo) => {
      if (!(await notify.confirm({ title: 'Reset two-factor', text: twoFactorMessages.resetConfirm }))) return
      try {
        await resetTwoFactor.mutateAsync(user.userId)
        notify.toast(twoFactorMessages.reset)
      } catch (err) {
        await notify.alert({
          title: messages.common.errorTitle,
          text: errorText(err, twoFactorMessages.resetFailed),
        })
      }
    },
    [notify, resetTwoFactor],
  )
  const mayReset = can(profile?.userRole, 'users', 'resetTwoFactor')

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
      field: 'twoFactor',
      headerName: 'Two-factor',
      width: 110,
      sortable: false,
      renderCell: ({ value }) => (value ? <Chip label="On" size="small" color="success" /> : null),
    },
    {
      field: 'actions',
      headerName: '',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {mayReset && row.twoFactor && (
            <IconButton
              {...tip('Reset two-factor')}
              aria-label={`Reset two-factor of ${row.email}`}
              onClick={() => onResetTwoFactor(row)}
            >
              <PhonelinkErase />
            </IconButton>
          )}
          {row.userRole === 'SuperAdmin' || row.userId === profile?.userId ? null : (
            <RowDeleteButton name={row.email} onClick={() => onDelete(row)} title={'Delete user'} />
          )}
        </>
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

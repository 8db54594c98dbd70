import Add from '@mui/icons-material/Add'
import { Button, Chip, Stack } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { messages, ui } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { twoFactorMessages } from '../../../shared/two-factor'
import type { UserRow } from '../../../shared/users'
import { DataTable, type TableQuery } from '../../components/data-table'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { UserEditDialog } from './user-edit-dialog'
import { type UserAction, UserRowActions } from './user-row-actions'
import { useDeleteUser, useResetPassword, useResetTwoFactor, useSetUserActive, useUsers } from './users.api'

const UserListPage = () => {
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 25 })
  const [editing, setEditing] = useState<UserRow>()
  const users = useUsers(query)
  const remove = useDeleteUser()
  const resetTwoFactor = useResetTwoFactor()
  const setActive = useSetUserActive()
  const resetPassword = useResetPassword()
  const notify = useNotify()
  const { profile } = useSession()

  useErrorAlert(users.error, 'Failed to fetch users')

  /** Asks first, then does it; the server's message on failure, else the fallback. */
  const confirmed = useCallback(
    async (ask: { title: string; text: string }, fallback: string, run: () => Promise<void>) => {
      if (!(await notify.confirm(ask))) return
      try {
        await run()
      } catch (err) {
        await notify.alert({ title: messages.common.errorTitle, text: errorText(err, fallback) })
      }
    },
    [notify],
  )

  const onAction = useCallback(
    (action: UserAction, user: UserRow) => {
      const m = messages.users
      switch (action) {
        case 'edit':
          return setEditing(user)
        case 'deactivate':
        case 'reactivate': {
          const active = action === 'reactivate'
          return confirmed(
            {
              title: active ? 'Reactivate' : 'Deactivate',
              text: active ? m.reactivateConfirm : m.deactivateConfirm,
            },
            m.statusFailed,
            async () => {
              await setActive.mutateAsync({ userId: user.userId, active })
              notify.toast(active ? m.reactivated : m.deactivated)
            },
          )
        }
        case 'resetPassword':
          return confirmed(
            { title: 'Reset password', text: m.resetPasswordConfirm },
            m.resetPasswordFailed,
            async () => {
              const { password } = await resetPassword.mutateAsync(user.userId)
              await notify.alert({
                title: m.passwordReset,
                text: m.newPassword(user.email, password),
                icon: 'success',
              })
            },
          )
        case 'resetTwoFactor':
          return confirmed(
            { title: 'Reset two-factor', text: twoFactorMessages.resetConfirm },
            twoFactorMessages.resetFailed,
            async () => {
              await resetTwoFactor.mutateAsync(user.userId)
              notify.toast(twoFactorMessages.reset)
            },
          )
        case 'delete':
          return confirmed(
            { title: messages.common.deleteTitle, text: m.deleteConfirm },
            m.deleteFailed,
            async () => {
              await remove.mutateAsync(user.userId)
              notify.toast(m.deleted, { ms: ui.shortMessageMs })
            },
          )
      }
    },
    [confirmed, notify, remove, resetPassword, resetTwoFactor, setActive],
  )

  const columns: GridColDef<UserRow>[] = [
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
      // One column for both states keeps the list within a laptop's width beside the menu.
      field: 'active',
      headerName: 'Status',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {!row.active && <Chip label="Inactive" size="small" color="warning" />}
          {row.twoFactor && <Chip label="Two-factor" size="small" color="success" />}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <UserRowActions row={row} me={profile} onAction={onAction} />,
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
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(undefined)} />}
    </Page>
  )
}

export default UserListPage

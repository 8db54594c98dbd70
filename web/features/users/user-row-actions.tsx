import EditOutlined from '@mui/icons-material/EditOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import PhonelinkErase from '@mui/icons-material/PhonelinkErase'
import { IconButton, Stack } from '@mui/material'
import type { ReactNode } from 'react'
import { can } from '../../../shared/permissions'
import type { UserInfo, UserRow } from '../../../shared/users'
import { RowDeleteButton } from '../../components/row-buttons'

export type UserAction = 'edit' | 'deactivate' | 'reactivate' | 'resetPassword' | 'resetTwoFactor' | 'delete'

type Props = { row: UserRow; me: UserInfo | undefined; onAction: (action: UserAction, row: UserRow) => void }

/**
 * The actions an owner has on one user, as the server allows them: a MainAdmin leaves SuperAdmins
 * be, and nobody deactivates, resets or deletes themself.
 */
export const UserRowActions = ({ row, me, onAction }: Props) => {
  const role = me?.userRole
  const manages = role === 'SuperAdmin' || row.userRole !== 'SuperAdmin'
  const other = row.userId !== me?.userId
  const button = (action: UserAction, title: string, icon: ReactNode, label = title) => (
    <IconButton
      title={title}
      aria-label={`${label} ${row.email}`}
      size="small"
      onClick={() => onAction(action, row)}
    >
      {icon}
    </IconButton>
  )
  return (
    <Stack direction="row">
      {manages && can(role, 'users', 'update') && button('edit', 'Edit', <EditOutlined fontSize="small" />)}
      {manages &&
        other &&
        can(role, 'users', 'deactivate') &&
        (row.active
          ? button('deactivate', 'Deactivate', <PersonOffOutlined fontSize="small" />)
          : button('reactivate', 'Reactivate', <HowToRegOutlined fontSize="small" />))}
      {manages &&
        other &&
        can(role, 'users', 'resetPassword') &&
        button(
          'resetPassword',
          'Reset password',
          <LockResetOutlined fontSize="small" />,
          'Reset password of',
        )}
      {row.twoFactor &&
        can(role, 'users', 'resetTwoFactor') &&
        button(
          'resetTwoFactor',
          'Reset two-factor',
          <PhonelinkErase fontSize="small" />,
          'Reset two-factor of',
        )}
      {row.userRole !== 'SuperAdmin' && other && can(role, 'users', 'delete') && (
        <RowDeleteButton name={row.email} onClick={() => onAction('delete', row)} title="Delete user" />
      )}
    </Stack>
  )
}

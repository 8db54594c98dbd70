import { useNavigate } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { roles } from '../../../shared/roles'
import { RequirePermission } from '../../app/guards'
import { useSession } from '../../app/session'
import { Page } from '../../components/page'
import { useNotify } from '../../lib/notify'
import { UserForm } from './user-form'
import { useAddUser } from './users.api'

/** /user/add: after adding, the list, replacing history so that Back does not reopen the form. */
const UserAddPage = () => {
  const add = useAddUser()
  const notify = useNotify()
  const navigate = useNavigate()
  const { profile } = useSession()
  // Only a SuperAdmin can create another SuperAdmin; the server refuses it for anyone else.
  const allowedRoles = profile?.userRole === 'SuperAdmin' ? roles : roles.filter((r) => r !== 'SuperAdmin')
  return (
    <Page title="Add user">
      <UserForm
        withRole
        allowedRoles={allowedRoles}
        submitLabel="Add user"
        failed={messages.users.addFailed}
        onSubmit={async (values) => {
          await add.mutateAsync(values)
          notify.toast(messages.users.added)
          navigate('/user/listing', { replace: true })
        }}
      />
    </Page>
  )
}

/** router.tsx registers this page directly, so it carries its own add/edit guard (users.create). */
const GuardedUserAddPage = () => (
  <RequirePermission permission={['users', 'create']}>
    <UserAddPage />
  </RequirePermission>
)

export default GuardedUserAddPage

import { useNavigate } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { roles } from '../../../shared/roles'
import { Page } from '../../components/page'
import { useNotify } from '../../lib/notify'
import { useSession } from '../session'
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

export default UserAddPage

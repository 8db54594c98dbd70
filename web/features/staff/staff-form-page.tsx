import { LinearProgress } from '@mui/material'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useSaveStaff, useStaffMember } from './staff.api'
import { StaffForm } from './staff-form'

/** /staff/add and /staff/edit/{id}: one form; after saving, the list, replacing history. */
const StaffFormPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const member = useStaffMember(id)
  const today = useBusinessToday()
  const save = useSaveStaff()
  const notify = useNotify()
  const navigate = useNavigate()

  useEffect(() => {
    if (member.error) void notify.alert({ title: messages.common.errorTitle, text: member.error.message })
  }, [member.error, notify])

  if (id && !member.data) return member.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? 'Edit staff' : 'Add staff'}>
      <StaffForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={member.data ? `${member.data.id}:${member.data.version}` : 'new'}
        staff={member.data}
        today={today.date}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? messages.staff.updated : messages.staff.added)
          navigate('/staff/listing', { replace: true })
        }}
      />
    </Page>
  )
}

export default StaffFormPage

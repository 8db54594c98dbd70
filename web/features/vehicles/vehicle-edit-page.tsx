import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { Page } from '../../components/page'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { VehicleForm } from './vehicle-form'
import { useSaveVehicle, useVehicle } from './vehicles.api'

/** /vehicles/add and /vehicles/edit/{id}: after saving, /vehicles/listing replacing history. */
const VehicleEditPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const vehicle = useVehicle(id)
  const save = useSaveVehicle()
  const notify = useNotify()
  const navigate = useNavigate()
  const { profile } = useSession()
  useErrorAlert(vehicle.error, messages.vehicles.fetchOneFailed)

  if (id && !vehicle.data) return vehicle.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? `Edit ${vehicle.data?.stockNo}` : 'Add vehicle'}>
      <VehicleForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={vehicle.data ? `${vehicle.data.id}:${vehicle.data.version}` : 'new'}
        vehicle={vehicle.data}
        canEditPurchase={!id || can(profile?.userRole, 'vehicles', 'updatePurchase')}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? messages.vehicles.updated : messages.vehicles.added)
          navigate('/vehicles/listing', { replace: true })
        }}
      />
    </Page>
  )
}

export default VehicleEditPage

import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { StationForm } from './station-form'
import { useSaveStation, useStation } from './stations.api'

/** /station/add and /station/add/{id}: after saving, the list, replacing history. */
const StationEditPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const station = useStation(id)
  const save = useSaveStation()
  const notify = useNotify()
  const navigate = useNavigate()
  const m = messages.stations

  useErrorAlert(station.error, m.fetchOneFailed)

  if (id && !station.data) return station.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? 'Edit station' : 'Add station'}>
      <StationForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={station.data ? `${station.data.id}:${station.data.version}` : 'new'}
        station={station.data}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? m.updated : m.added)
          navigate('/station/listing', { replace: true })
        }}
      />
    </Page>
  )
}

export default StationEditPage

import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useVendorErrorAlert } from './vendor-failure'
import { VendorForm } from './vendor-form'
import { useSaveVendor, useVendor } from './vendors.api'

/** /vendor/add and /vendor/edit/{id}: after saving, /vendor/listing, replacing history. */
const VendorEditPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const vendor = useVendor(id)
  const countries = useCountries()
  const save = useSaveVendor()
  const notify = useNotify()
  const navigate = useNavigate()
  const m = messages.vendors

  useVendorErrorAlert(vendor.error, m.fetchOneFailed)

  if (id && !vendor.data) return vendor.isPending ? <LinearProgress /> : null
  if (!countries.data) return countries.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? 'Edit vendor' : 'Add vendor'}>
      <VendorForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={vendor.data ? `${vendor.data.id}:${vendor.data.version}` : 'new'}
        vendor={vendor.data}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? m.updated : m.added)
          navigate('/vendor/listing', { replace: true })
        }}
      />
    </Page>
  )
}

export default VendorEditPage

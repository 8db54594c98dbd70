import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { useCountries } from '../../app/reference-data'
import { Page } from '../../components/page'
import { useNotify } from '../../lib/notify'
import { useVendorErrorAlert, vendorFailure } from './vendor-failure'
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
        key={vendor.data?.id ?? 'new'}
        vendor={vendor.data}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({ id, values })
            notify.toast(id ? m.updated : m.added)
            navigate('/vendor/listing', { replace: true })
          } catch (err) {
            await notify.alert(vendorFailure(err, id ? m.updateFailed : m.addFailed))
            throw err
          }
        }}
      />
    </Page>
  )
}

export default VendorEditPage

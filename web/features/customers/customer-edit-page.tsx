import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { CustomerForm } from './customer-form'
import { useCustomer, useSaveCustomer } from './customers.api'

/** /customer/add and /customer/edit/{id}: after saving, the list, replacing history. */
const CustomerEditPage = () => {
  const { id: param } = useParams()
  const id = param ? Number(param) : undefined
  const customer = useCustomer(id)
  const save = useSaveCustomer()
  const notify = useNotify()
  const navigate = useNavigate()
  const m = messages.customers

  useErrorAlert(customer.error, 'Failed to fetch customer')
  useErrorAlert(useCountries().error, 'Failed to fetch countries')

  if (id && !customer.data) return customer.isPending ? <LinearProgress /> : null
  return (
    <Page title={id ? 'Edit customer' : 'Add customer'}>
      <CustomerForm
        // A reload after a stale save brings a new version: the form starts again from it.
        key={customer.data ? `${customer.data.id}:${customer.data.version}` : 'new'}
        customer={customer.data}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values })
          notify.toast(id ? m.updated : m.added)
          navigate('/customer/listing', { replace: true })
        }}
      />
    </Page>
  )
}

export default CustomerEditPage

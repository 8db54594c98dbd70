import { LinearProgress } from '@mui/material'
import { useNavigate, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { useCountries } from '../../app/reference-data'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
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
        key={customer.data?.id ?? 'new'}
        customer={customer.data}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({ id, values })
            notify.toast(id ? m.updated : m.added)
            navigate('/customer/listing', { replace: true })
          } catch (err) {
            // Customer failures show the raw error.
            await notify.alert({ title: messages.common.errorTitle, text: errorText(err, String(err)) })
            throw err
          }
        }}
      />
    </Page>
  )
}

export default CustomerEditPage

import Add from '@mui/icons-material/Add'
import { Button, Stack } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Customer } from '../../../shared/customers'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { CountryFilter } from '../../components/country-filter'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { customerColumns } from './customer-columns'
import { type CustomerQuery, useCustomers, useDeleteCustomer } from './customers.api'

/** /customer/listing: search, country filter, sort and paging on the server. */
const CustomerListPage = () => {
  const [query, setQuery] = useState<CustomerQuery>({ page: 1, pageSize: 25, sort: 'name' })
  const customers = useCustomers(query)
  const countries = useCountries()
  const remove = useDeleteCustomer()
  const notify = useNotify()
  const { profile } = useSession()
  const canManage = can(profile?.userRole, 'customers', 'manage')
  const canDelete = can(profile?.userRole, 'customers', 'delete')
  const m = messages.customers

  useErrorAlert(customers.error, 'Failed to fetch customers')
  useErrorAlert(countries.error, 'Failed to fetch countries')

  const onDelete = async (customer: Customer) => {
    if (!(await notify.confirm({ title: messages.common.deleteTitle, text: m.deleteConfirm }))) return
    try {
      await remove.mutateAsync(customer.id)
      await notify.alert({ title: messages.common.deletedTitle, text: m.deleted, icon: 'success' })
    } catch (err) {
      await notify.alert({ title: messages.common.errorTitle, text: errorText(err, String(err)) })
    }
  }

  return (
    <Page
      title="Customers"
      actions={
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <ExportButtons path="customer" query={query} filename="customers" />
          {canManage && (
            <Button component={Link} to="/customer/add" variant="contained" startIcon={<Add />}>
              Add customer
            </Button>
          )}
        </Stack>
      }
    >
      <DataTable
        rows={customers.data?.rows ?? []}
        total={customers.data?.total ?? 0}
        loading={customers.isFetching}
        columns={customerColumns(canDelete, onDelete)}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search name, business, phone, e-mail, city"
        toolbar={
          <CountryFilter
            countries={countries.data ?? []}
            value={query.countryId}
            onChange={(countryId) => setQuery((q) => ({ ...q, countryId, page: 1 }))}
          />
        }
      />
    </Page>
  )
}

export default CustomerListPage

import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Button, Divider, LinearProgress, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Customer } from '../../../shared/customers'
import { formatDate } from '../../../shared/dates'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { CountryName } from '../../components/country-flag'
import { DetailGrid } from '../../components/detail-grid'
import { Page } from '../../components/page'
import { ReminderLog } from '../../components/reminder-log'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { CustomerDocumentGallery } from './customer-document-gallery'
import { CustomerHeader } from './customer-header'
import { CustomerPurchases } from './customer-purchases'
import { useCustomer, useCustomerReminders } from './customers.api'

const sections = (c: Customer) => [
  {
    title: 'Person',
    items: [
      { label: 'First name', value: c.firstName },
      { label: 'Last name', value: c.lastName },
      { label: 'Date of birth', value: c.dateOfBirth },
      { label: 'E-mail', value: c.email },
      { label: 'WhatsApp', value: c.whatsapp },
      { label: 'Phone', value: c.phone },
    ],
  },
  {
    title: 'Business',
    items: [
      { label: 'Business name', value: c.businessName },
      { label: 'Business type', value: c.businessType },
      { label: 'Business country', value: c.businessCountryName },
      { label: 'Currency', value: c.currency },
      { label: 'Security deposit', value: formatMoney(c.securityDeposit, c.currency) },
      { label: 'Customer since', value: formatDate(c.createdAt) },
    ],
  },
  {
    title: 'Shipping',
    items: [
      { label: 'Destination port', value: c.destinationPort },
      { label: 'Shipping mode', value: c.shippingMode },
      { label: 'Trade term', value: c.tradeTerm },
    ],
  },
  {
    title: 'Address',
    items: [
      { label: 'Address', value: c.address },
      { label: 'City', value: c.city },
      { label: 'Province / state', value: c.province },
      { label: 'Post code', value: c.postCode },
      { label: 'Country', value: <CountryName name={c.countryName} flag={c.countryFlag} /> },
    ],
  },
]

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
      {title}
    </Typography>
    {children}
  </Stack>
)

/** /customer/details/{id}: every field, the documents, and WhatsApp / call / e-mail actions. */
const CustomerReminders = ({ customerId }: { customerId: number }) => {
  const reminders = useCustomerReminders(customerId)
  useErrorAlert(reminders.error, 'Failed to fetch reminders')
  return <ReminderLog reminders={reminders.data} loading={reminders.isPending} />
}

const CustomerDetailsPage = () => {
  const id = Number(useParams().id)
  const customer = useCustomer(id)
  const canManage = can(useSession().profile?.userRole, 'customers', 'manage')
  useErrorAlert(customer.error, 'Failed to fetch customer')
  const c = customer.data
  if (!c) return customer.isPending ? <LinearProgress /> : null
  return (
    <Page
      title="Customer details"
      actions={
        <>
          <Button component={Link} to={`/customer/profile/${c.id}`} startIcon={<AccountBoxOutlined />}>
            Profile
          </Button>
          {canManage && (
            <Button
              component={Link}
              to={`/customer/edit/${c.id}`}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              Edit
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={3} divider={<Divider />}>
        <CustomerHeader customer={c} />
        <CustomerPurchases customerId={c.id} />
        {sections(c).map((s) => (
          <Section key={s.title} title={s.title}>
            <DetailGrid items={s.items} />
          </Section>
        ))}
        <Section title="Reminders">
          <CustomerReminders customerId={c.id} />
        </Section>
        <Section title="Documents">
          <CustomerDocumentGallery customer={c} />
        </Section>
      </Stack>
    </Page>
  )
}

export default CustomerDetailsPage

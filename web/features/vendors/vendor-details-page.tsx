import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Box, Button, Divider, Grid, LinearProgress, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatDate } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { type Vendor, vendorTypeLabels } from '../../../shared/vendors'
import { CountryName } from '../../components/country-flag'
import { DetailGrid } from '../../components/detail-grid'
import { Page } from '../../components/page'
import { ReminderLog } from '../../components/reminder-log'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { VendorAvatar, VendorIdCard } from './vendor-bits'
import { useVendorErrorAlert } from './vendor-failure'
import { VendorHeader } from './vendor-header'
import { VendorPurchases } from './vendor-purchases'
import { useVendor, useVendorReminders } from './vendors.api'

const details = (v: Vendor) => [
  { label: 'Type', value: vendorTypeLabels[v.type] },
  { label: 'Registration no.', value: v.registrationNo },
  { label: 'Country', value: <CountryName name={v.countryName} flag={v.countryFlag} /> },
  { label: 'Currency', value: v.currency },
  { label: 'Advance', value: formatMoney(v.advance, v.currency) },
  { label: 'Contact number', value: v.phone },
  { label: 'E-mail', value: v.email },
  { label: 'City', value: v.city },
  { label: 'Address', value: v.address },
  { label: 'Vendor since', value: formatDate(v.createdAt) },
  { label: 'Last updated', value: formatDate(v.updatedAt) },
]

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
      {title}
    </Typography>
    {children}
  </Stack>
)

const VendorReminders = ({ vendorId }: { vendorId: number }) => {
  const reminders = useVendorReminders(vendorId)
  useErrorAlert(reminders.error, 'Failed to fetch reminders')
  return <ReminderLog reminders={reminders.data} loading={reminders.isPending} />
}

/** /vendor/details/{id}: every field, the picture and ID card, and WhatsApp / call / e-mail actions. */
const VendorDetailsPage = () => {
  const id = Number(useParams().id)
  const vendor = useVendor(id)
  const { profile } = useSession()
  useVendorErrorAlert(vendor.error, messages.vendors.fetchOneFailed)
  const v = vendor.data
  if (!v) return vendor.isPending ? <LinearProgress /> : null
  return (
    <Page
      title={v.name}
      actions={
        <>
          <Button component={Link} to={`/vendor/profile/${v.id}`} startIcon={<AccountBoxOutlined />}>
            Profile
          </Button>
          {can(profile?.userRole, 'vendors', 'manage') && (
            <Button
              component={Link}
              to={`/vendor/edit/${v.id}`}
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
        <VendorHeader vendor={v} />
        <VendorPurchases vendorId={v.id} />
        <Section title="Details">
          <DetailGrid items={details(v)} />
        </Section>
        <Section title="Reminders">
          <VendorReminders vendorId={v.id} />
        </Section>
        <Section title="Notes">
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={v.notes ? undefined : 'text.secondary'}>
            {v.notes ?? 'No notes'}
          </Typography>
        </Section>
        <Section title="Picture and ID / business card">
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 'auto' }}>
              {v.imageUrl ? (
                <Box
                  component="a"
                  href={v.imageUrl}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-block' }}
                >
                  <VendorAvatar vendor={v} size={160} />
                </Box>
              ) : (
                <Typography color="text.secondary">No picture on file</Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 'grow' }}>
              <VendorIdCard vendor={v} />
            </Grid>
          </Grid>
        </Section>
      </Stack>
    </Page>
  )
}

export default VendorDetailsPage

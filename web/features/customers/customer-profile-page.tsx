import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { Button, Divider, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import { Link, useParams } from 'react-router-dom'
import { formatDate } from '../../../shared/dates'
import { can } from '../../../shared/permissions'
import { DetailGrid } from '../../components/detail-grid'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { CustomerHeader } from './customer-header'
import { CustomerPurchases } from './customer-purchases'
import { useCustomer } from './customers.api'

/** /customer/profile/{id}: a compact card of who the customer is and how to reach them. */
const CustomerProfilePage = () => {
  const id = Number(useParams().id)
  const customer = useCustomer(id)
  const canManage = can(useSession().profile?.userRole, 'customers', 'manage')
  useErrorAlert(customer.error, 'Failed to fetch customer')
  const c = customer.data
  if (!c) return customer.isPending ? <LinearProgress /> : null
  return (
    <Paper
      elevation={0}
      component="article"
      aria-label="Customer profile"
      sx={{ p: { xs: 2, md: 4 }, borderRadius: 3, maxWidth: { xs: 640, lg: 960 }, mx: 'auto' }}
    >
      <Typography variant="overline" component="h1" color="text.secondary" textAlign="center" display="block">
        Customer profile
      </Typography>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <CustomerHeader customer={c} centred />
        <DetailGrid
          items={[
            { label: 'E-mail', value: c.email },
            { label: 'WhatsApp', value: c.whatsapp },
            { label: 'Phone', value: c.phone },
            { label: 'Destination port', value: c.destinationPort },
            { label: 'Shipping', value: [c.shippingMode, c.tradeTerm].filter(Boolean).join(' · ') },
            { label: 'Customer since', value: formatDate(c.createdAt) },
          ]}
        />
        <CustomerPurchases customerId={c.id} />
        <Stack direction="row" spacing={1} justifyContent="center">
          <Button component={Link} to={`/customer/details/${c.id}`} startIcon={<VisibilityOutlined />}>
            Details
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
        </Stack>
      </Stack>
    </Paper>
  )
}

export default CustomerProfilePage

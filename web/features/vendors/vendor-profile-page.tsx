import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { Button, Divider, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import { Link, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { DetailGrid } from '../../components/detail-grid'
import { useSession } from '../session'
import { VendorIdCard } from './vendor-bits'
import { useVendorErrorAlert } from './vendor-failure'
import { VendorHeader } from './vendor-header'
import { VendorPurchases } from './vendor-purchases'
import { useVendor } from './vendors.api'

/** /vendor/profile/{id}: a compact card of who the vendor is, how to reach them, and their ID card. */
const VendorProfilePage = () => {
  const id = Number(useParams().id)
  const vendor = useVendor(id)
  const { profile } = useSession()
  useVendorErrorAlert(vendor.error, messages.vendors.fetchOneFailed)
  const v = vendor.data
  if (!v) return vendor.isPending ? <LinearProgress /> : null
  return (
    <Paper
      elevation={0}
      component="article"
      aria-label="Vendor profile"
      sx={{ p: { xs: 2, md: 4 }, borderRadius: 3, maxWidth: { xs: 640, lg: 960 }, mx: 'auto' }}
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        <VendorHeader vendor={v} centred />
        <DetailGrid
          items={[
            { label: 'Contact number', value: v.phone },
            { label: 'E-mail', value: v.email },
            { label: 'Registration no.', value: v.registrationNo },
          ]}
        />
        <Stack spacing={1}>
          <Typography variant="caption" color="text.secondary">
            ID / business card
          </Typography>
          <VendorIdCard vendor={v} />
        </Stack>
        {v.notes && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{v.notes}</Typography>}
        <VendorPurchases vendorId={v.id} />
        <Stack direction="row" spacing={1} justifyContent="center">
          <Button component={Link} to={`/vendor/details/${v.id}`} startIcon={<VisibilityOutlined />}>
            Details
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
        </Stack>
      </Stack>
    </Paper>
  )
}

export default VendorProfilePage

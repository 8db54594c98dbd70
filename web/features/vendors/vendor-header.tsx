import { Stack, Typography } from '@mui/material'
import type { Vendor } from '../../../shared/vendors'
import { ContactActions } from '../../components/contact-actions'
import { CountryFlag } from '../../components/country-flag'
import { VendorAvatar, VendorTypeChip } from './vendor-bits'

/** Picture, name, type, where they are, and WhatsApp / call / e-mail actions. */
export const VendorHeader = ({ vendor, centred = false }: { vendor: Vendor; centred?: boolean }) => (
  <Stack
    direction={centred ? 'column' : { xs: 'column', sm: 'row' }}
    spacing={2}
    alignItems={centred ? 'center' : { sm: 'center' }}
    textAlign={centred ? 'center' : undefined}
  >
    <VendorAvatar vendor={vendor} size={centred ? 112 : 88} />
    <Stack spacing={0.75} alignItems={centred ? 'center' : 'flex-start'}>
      {centred && (
        <Typography variant="h5" component="h1" fontWeight={600}>
          {vendor.name}
        </Typography>
      )}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <VendorTypeChip type={vendor.type} />
        <Typography color="text.secondary">
          <CountryFlag flag={vendor.countryFlag} />{' '}
          {[vendor.city, vendor.countryName].filter(Boolean).join(', ')}
        </Typography>
      </Stack>
      <ContactActions phone={vendor.phone} whatsapp={vendor.phone} email={vendor.email} />
    </Stack>
  </Stack>
)

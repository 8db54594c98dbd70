import { Chip, Stack, Typography } from '@mui/material'
import { type Customer, customerName } from '../../../shared/customers'
import { formatMoney } from '../../../shared/money'
import { ContactActions } from '../../components/contact-actions'
import { CountryFlag } from '../../components/country-flag'
import { CustomerAvatar } from './customer-avatar'

/** Photo, name, business, where they are, contact actions and deposit: the top of details and profile. */
export const CustomerHeader = ({ customer, centred = false }: { customer: Customer; centred?: boolean }) => {
  const business = [customer.businessName, customer.businessType].filter(Boolean).join(' · ')
  const place = [customer.city, customer.countryName].filter(Boolean).join(', ')
  return (
    <Stack
      direction={centred ? 'column' : { xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={centred ? 'center' : { sm: 'center' }}
      textAlign={centred ? 'center' : undefined}
    >
      <CustomerAvatar customer={customer} size={centred ? 112 : 88} />
      <Stack spacing={0.5} alignItems={centred ? 'center' : 'flex-start'} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" fontWeight={600}>
          {customerName(customer)}
        </Typography>
        {business && <Typography color="text.secondary">{business}</Typography>}
        <Typography variant="body2">
          <CountryFlag flag={customer.countryFlag} /> {place}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={`Deposit ${formatMoney(customer.securityDeposit, customer.currency)}`}
          />
          <ContactActions phone={customer.phone} whatsapp={customer.whatsapp} email={customer.email} />
        </Stack>
      </Stack>
    </Stack>
  )
}

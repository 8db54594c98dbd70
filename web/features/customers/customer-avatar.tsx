import { Avatar, type SxProps } from '@mui/material'
import type { Customer } from '../../../shared/customers'

/** The customer's photo, or their initials. */
export const CustomerAvatar = ({
  customer,
  size = 40,
  sx,
}: {
  customer: Pick<Customer, 'firstName' | 'lastName' | 'photoUrl'>
  size?: number
  sx?: SxProps
}) => (
  <Avatar
    src={customer.photoUrl ?? undefined}
    alt=""
    sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.light', ...sx }}
  >
    {customer.firstName.charAt(0)}
    {customer.lastName.charAt(0)}
  </Avatar>
)

import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { IconButton, Stack } from '@mui/material'
import { Link } from 'react-router-dom'
import { type Customer, customerName } from '../../../shared/customers'

type Props = { customer: Customer; canDelete: boolean; onDelete: (c: Customer) => void }

/** Details, profile, edit and (for roles that may) delete, on one list row. */
export const CustomerRowActions = ({ customer, canDelete, onDelete }: Props) => {
  const name = customerName(customer)
  const links = [
    {
      title: 'Details',
      to: `/customer/details/${customer.id}`,
      icon: <VisibilityOutlined fontSize="small" />,
    },
    {
      title: 'Profile',
      to: `/customer/profile/${customer.id}`,
      icon: <AccountBoxOutlined fontSize="small" />,
    },
    { title: 'Edit', to: `/customer/edit/${customer.id}`, icon: <EditOutlined fontSize="small" /> },
  ]
  return (
    <Stack direction="row">
      {links.map((l) => (
        <IconButton
          key={l.title}
          title={l.title}
          aria-label={`${l.title} ${name}`}
          component={Link}
          to={l.to}
          size="small"
        >
          {l.icon}
        </IconButton>
      ))}
      {canDelete && (
        <IconButton
          title="Delete"
          aria-label={`Delete ${name}`}
          color="error"
          size="small"
          onClick={() => onDelete(customer)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
    </Stack>
  )
}

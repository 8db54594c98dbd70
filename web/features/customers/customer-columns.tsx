import { Link as MuiLink, Stack, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { type Customer, customerName } from '../../../shared/customers'
import { formatMoney } from '../../../shared/money'
import { ContactActions } from '../../components/contact-actions'
import { CountryName } from '../../components/country-flag'
import { CustomerAvatar } from './customer-avatar'
import { CustomerRowActions } from './customer-row-actions'

/** Two lines in one cell: the main text and a quieter one under it. */
const TwoLines = ({ main, sub }: { main: ReactNode; sub?: string | null }) => (
  <Stack justifyContent="center" sx={{ height: '100%', minWidth: 0 }}>
    <Typography variant="body2" noWrap>
      {main}
    </Typography>
    {sub && (
      <Typography variant="caption" color="text.secondary" noWrap>
        {sub}
      </Typography>
    )}
  </Stack>
)

/** The customer list's columns; sortable ones match the server's sort keys. */
export const customerColumns = (
  canDelete: boolean,
  onDelete: (c: Customer) => void,
): GridColDef<Customer>[] => [
  {
    field: 'photoUrl',
    headerName: '',
    width: 56,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack justifyContent="center" sx={{ height: '100%' }}>
        <CustomerAvatar customer={row} />
      </Stack>
    ),
  },
  {
    field: 'name',
    headerName: 'Customer',
    flex: 1,
    minWidth: 150,
    valueGetter: (_v, row) => customerName(row),
    renderCell: ({ row }) => (
      <TwoLines
        main={
          <MuiLink component={Link} to={`/customer/details/${row.id}`} underline="hover" fontWeight={500}>
            {customerName(row)}
          </MuiLink>
        }
        sub={row.email}
      />
    ),
  },
  {
    field: 'businessName',
    headerName: 'Business',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => <TwoLines main={row.businessName ?? '—'} sub={row.businessType} />,
  },
  {
    field: 'countryName',
    headerName: 'Country',
    flex: 0.7,
    minWidth: 130,
    renderCell: ({ row }) => (
      <TwoLines main={<CountryName name={row.countryName} flag={row.countryFlag} />} />
    ),
  },
  { field: 'city', headerName: 'City', flex: 0.5, minWidth: 100 },
  {
    field: 'contact',
    headerName: 'Contact',
    width: 150,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack justifyContent="center" sx={{ height: '100%' }}>
        <ContactActions phone={row.phone} whatsapp={row.whatsapp} email={row.email} />
      </Stack>
    ),
  },
  {
    field: 'securityDeposit',
    headerName: 'Deposit',
    width: 124,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => formatMoney(row.securityDeposit, row.currency),
  },
  {
    field: 'actions',
    headerName: '',
    width: canDelete ? 136 : 108,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack justifyContent="center" sx={{ height: '100%' }}>
        <CustomerRowActions customer={row} canDelete={canDelete} onDelete={onDelete} />
      </Stack>
    ),
  },
]

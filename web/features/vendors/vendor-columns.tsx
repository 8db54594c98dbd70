import { Link as MuiLink, Stack, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../shared/money'
import { type Vendor, vendorTypeLabels } from '../../../shared/vendors'
import { ContactActions } from '../../components/contact-actions'
import { CountryFlag, CountryName } from '../../components/country-flag'
import { RowDeleteButton, RowDetailsLink, RowEditLink } from '../../components/row-buttons'
import { VendorAvatar, VendorTypeChip } from './vendor-bits'

type Options = {
  canEdit: boolean
  canDelete: boolean
  onDelete: (vendor: Vendor) => void
  /** A phone-wide screen: picture, name (with type and country under it) and row actions only. */
  compact?: boolean
}

const wide = new Set(['type', 'countryName', 'city', 'contact', 'advance'])

/** The vendor list's columns: picture, name, type, country, city, contact actions, advance, row actions. */
export const vendorColumns = (options: Options): GridColDef<Vendor>[] =>
  columns(options).filter((c) => !options.compact || !wide.has(c.field))

const columns = ({ canEdit, canDelete, onDelete, compact }: Options): GridColDef<Vendor>[] => [
  {
    field: 'imageUrl',
    headerName: '',
    width: 56,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack justifyContent="center" sx={{ height: '100%' }}>
        <VendorAvatar vendor={row} />
      </Stack>
    ),
  },
  {
    field: 'name',
    headerName: 'Vendor',
    flex: 1,
    minWidth: compact ? 120 : 150,
    renderCell: ({ row }) => (
      <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.4 }}>
        <MuiLink component={Link} to={`/vendor/details/${row.id}`} underline="hover" fontWeight={500} noWrap>
          {row.name}
        </MuiLink>
        {compact && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {vendorTypeLabels[row.type]} · <CountryFlag flag={row.countryFlag} /> {row.countryName}
          </Typography>
        )}
      </Stack>
    ),
  },
  {
    field: 'type',
    headerName: 'Type',
    width: 124,
    renderCell: ({ row }) => <VendorTypeChip type={row.type} />,
  },
  {
    field: 'countryName',
    headerName: 'Country',
    flex: 0.8,
    minWidth: 120,
    renderCell: ({ row }) => <CountryName name={row.countryName} flag={row.countryFlag} />,
  },
  { field: 'city', headerName: 'City', flex: 0.6, minWidth: 90 },
  {
    field: 'contact',
    headerName: 'Contact',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <ContactActions phone={row.phone} whatsapp={row.phone} email={row.email} />,
  },
  {
    field: 'advance',
    headerName: 'Advance',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (_v, row) => formatMoney(row.advance, row.currency),
  },
  {
    field: 'actions',
    headerName: '',
    width: 16 + 40 * (1 + Number(canEdit) + Number(canDelete)),
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row">
        <RowDetailsLink name={row.name} to={`/vendor/details/${row.id}`} />
        {canEdit && <RowEditLink name={row.name} to={`/vendor/edit/${row.id}`} />}
        {canDelete && <RowDeleteButton name={row.name} onClick={() => onDelete(row)} />}
      </Stack>
    ),
  },
]

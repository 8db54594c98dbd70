import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined'
import { Avatar, Stack, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import type { Category } from '../../../shared/categories'
import { CategoryStatusChip } from './category-status'

const image: GridColDef<Category> = {
  field: 'imageUrl',
  headerName: '',
  width: 64,
  sortable: false,
  renderCell: ({ row }) => (
    <Avatar
      variant="rounded"
      src={row.imageUrl ?? undefined}
      alt=""
      sx={{ width: 40, height: 40, mt: 0.5, bgcolor: 'action.hover' }}
    >
      <DirectionsCarOutlined color="action" />
    </Avatar>
  ),
}
const name: GridColDef<Category> = { field: 'name', headerName: 'Category', flex: 0.6, minWidth: 150 }
const description: GridColDef<Category> = {
  field: 'description',
  headerName: 'Description',
  flex: 1.4,
  minWidth: 220,
  sortable: false,
}
/** On a phone the description goes under the name, so status and actions stay on screen. */
const nameAndDescription: GridColDef<Category> = {
  ...name,
  flex: 1,
  minWidth: 120,
  renderCell: ({ row }) => (
    <Stack justifyContent="center" sx={{ height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {row.description}
      </Typography>
    </Stack>
  ),
}
const status: GridColDef<Category> = {
  field: 'status',
  headerName: 'Status',
  width: 96,
  renderCell: ({ row }) => <CategoryStatusChip status={row.status} />,
}

/** The list's columns (without the actions): image, name, description and status on wide screens. */
export const categoryColumns = (narrow: boolean): GridColDef<Category>[] => [
  ...(narrow ? [nameAndDescription] : [image, name, description]),
  status,
]

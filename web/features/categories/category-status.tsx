import { Chip, MenuItem, TextField } from '@mui/material'
import type { CategoryStatus } from '../../../shared/categories'

const labels: Record<CategoryStatus, string> = { active: 'Active', inactive: 'Inactive' }

export const statusOptions = (Object.keys(labels) as CategoryStatus[]).map((value) => ({
  value,
  label: labels[value],
}))

/** A category's status as a chip: green when active, grey when not. */
export const CategoryStatusChip = ({ status }: { status: CategoryStatus }) => (
  <Chip
    size="small"
    label={labels[status]}
    color={status === 'active' ? 'success' : 'default'}
    variant={status === 'active' ? 'filled' : 'outlined'}
  />
)

/** The status filter of the category list. */
export const CategoryStatusFilter = ({
  value,
  onChange,
}: {
  value?: CategoryStatus
  onChange: (status?: CategoryStatus) => void
}) => (
  <TextField
    select
    label="Status"
    value={value ?? ''}
    onChange={(e) => onChange((e.target.value || undefined) as CategoryStatus | undefined)}
    sx={{ minWidth: 180, maxWidth: { sm: 220 } }}
  >
    <MenuItem value="">All statuses</MenuItem>
    {statusOptions.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
)

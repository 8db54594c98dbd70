import Add from '@mui/icons-material/Add'
import {
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import type { Staff } from '../../../shared/staff'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { RowDeleteButton, RowEditLink } from '../../components/row-buttons'
import { errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { type StaffListQuery, useDeleteStaff, useStaffList } from './staff.api'

const per = { Monthly: 'month', Daily: 'day', Hourly: 'hour' } as const
const statusFilter = [
  ['all', 'All staff'],
  ['true', 'Active'],
  ['false', 'Inactive'],
] as const

/** /staff/listing: every staff member, searchable; edit and delete (deactivate when they have history). */
const StaffListPage = () => {
  const [query, setQuery] = useState<StaffListQuery>({ page: 1, pageSize: 25, sort: 'name' })
  const list = useStaffList(query)
  const remove = useDeleteStaff()
  const notify = useNotify()
  const { profile } = useSession()
  const manage = can(profile?.userRole, 'staff', 'manage')
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })

  useEffect(() => {
    if (list.error) void notify.alert({ title: messages.common.errorTitle, text: list.error.message })
  }, [list.error, notify])

  const onDelete = async (member: Staff) => {
    if (!(await notify.confirm({ title: messages.common.deleteTitle, text: messages.staff.deleteConfirm })))
      return
    try {
      const result = await remove.mutateAsync(member.id)
      notify.toast(result.message, { variant: result.deactivated ? 'info' : 'success' })
    } catch (err) {
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to delete staff'),
      })
    }
  }

  const salaryText = (r: Staff) => `${formatMoney(r.salary, r.currency)} / ${per[r.salaryType]}`
  const columns: GridColDef<Staff>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: compact ? 150 : 170,
      renderCell: ({ row }) => (
        <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.3 }}>
          <Typography variant="body2" fontWeight={500}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {compact ? `${salaryText(row)}${row.active ? '' : ' · Inactive'}` : (row.nationalId ?? '')}
          </Typography>
        </Stack>
      ),
    },
    { field: 'phone', headerName: 'Phone', flex: 0.9, minWidth: 130, sortable: false },
    { field: 'countryName', headerName: 'Country', flex: 0.8, minWidth: 115 },
    {
      field: 'salary',
      headerName: 'Salary',
      flex: 1,
      minWidth: 170,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, r) => salaryText(r),
    },
    { field: 'hoursPerDay', headerName: 'Hours / day', width: 95, align: 'right', headerAlign: 'right' },
    { field: 'joiningDate', headerName: 'Joined', width: 100 },
    {
      field: 'active',
      headerName: 'Status',
      width: 90,
      renderCell: ({ value }) => (
        <Chip size="small" label={value ? 'Active' : 'Inactive'} color={value ? 'success' : 'default'} />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {manage && <RowEditLink name={row.name} to={`/staff/edit/${row.id}`} />}
          <RowDeleteButton name={row.name} onClick={() => onDelete(row)} />
        </>
      ),
    },
  ]
  // On a phone the grid keeps the name (with salary and status under it) and the actions in view.
  const shown = compact ? columns.filter((c) => c.field === 'name' || c.field === 'actions') : columns

  return (
    <Page
      title="Staff"
      actions={
        manage && (
          <Button component={Link} to="/staff/add" variant="contained" startIcon={<Add />}>
            Add staff
          </Button>
        )
      }
    >
      <DataTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={shown}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery({ ...q, active: query.active })}
        searchLabel="Search name, phone or ID"
        toolbar={
          <TextField
            select
            label="Status"
            fullWidth={false}
            value={query.active === undefined ? 'all' : String(query.active)}
            onChange={(e) =>
              setQuery({
                ...query,
                page: 1,
                active: e.target.value === 'all' ? undefined : e.target.value === 'true',
              })
            }
            sx={{ minWidth: 160 }}
          >
            {statusFilter.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </Page>
  )
}

export default StaffListPage

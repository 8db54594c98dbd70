import { Stack, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import type { ReactNode } from 'react'
import { type AuditRow, auditActionLabel, auditMessages, auditNounLabel } from '../../../shared/audit'
import { formatDateTime } from '../../../shared/dates'

/** Two lines in one cell: the main text and a quieter one under it, each cut with … when long. */
const TwoLines = ({ main, sub }: { main: ReactNode; sub?: string | null }) => (
  <Stack justifyContent="center" sx={{ height: '100%', minWidth: 0, lineHeight: 1.3 }}>
    <Typography variant="body2" noWrap component="div">
      {main}
    </Typography>
    {sub && (
      <Typography variant="caption" color="text.secondary" noWrap title={sub}>
        {sub}
      </Typography>
    )}
  </Stack>
)

const who = (row: AuditRow) => row.userName ?? auditMessages.nobody
const what = (row: AuditRow) => `${auditNounLabel(row.entity)} #${row.entityId}`
const changes = (row: AuditRow) => row.changed.join(', ') || '—'

/**
 * The audit grid's columns; the sortable ones are the server's sort keys (at, entity, action). On a
 * phone two columns carry everything: when and who, and which record and what happened.
 */
export const auditColumns = (timeZone: string, compact: boolean): GridColDef<AuditRow>[] =>
  compact
    ? [
        {
          field: 'at',
          headerName: 'When',
          width: 140,
          renderCell: ({ row }) => <TwoLines main={formatDateTime(row.at, timeZone)} sub={who(row)} />,
        },
        {
          field: 'entity',
          headerName: 'Change',
          flex: 1,
          minWidth: 120,
          renderCell: ({ row }) => (
            <TwoLines main={what(row)} sub={`${auditActionLabel(row.action)}: ${changes(row)}`} />
          ),
        },
      ]
    : [
        {
          field: 'at',
          headerName: 'When',
          width: 150,
          valueFormatter: (_v, row) => formatDateTime(row.at, timeZone),
        },
        {
          field: 'userName',
          headerName: 'Who',
          flex: 0.8,
          minWidth: 140,
          sortable: false,
          valueGetter: (_v, row) => who(row),
        },
        { field: 'entity', headerName: 'Noun', width: 150, valueFormatter: (v: string) => auditNounLabel(v) },
        { field: 'entityId', headerName: 'Record', width: 90, sortable: false },
        {
          field: 'action',
          headerName: 'Action',
          width: 140,
          valueFormatter: (v: string) => auditActionLabel(v),
        },
        {
          field: 'changed',
          headerName: 'Changed fields',
          flex: 1,
          minWidth: 160,
          sortable: false,
          valueGetter: (_v, row) => changes(row),
          renderCell: ({ value }) => (
            <Typography variant="body2" noWrap title={value} sx={{ lineHeight: 'inherit' }}>
              {value}
            </Typography>
          ),
        },
      ]

import Add from '@mui/icons-material/Add'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Button, IconButton, Link, Stack, Typography } from '@mui/material'
import { DataGrid, type GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import type { DestinationRule } from '../../../shared/destination-rules'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { gridSx } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { DestinationRuleDialog } from './destination-rule-dialog'
import { useDestinationRules } from './destination-rules.api'
import { ageFromLabels, appliedByLabels } from './rule-labels'

/** An address shows as a link to its site; a document's name as it is. */
const Source = ({ source }: { source: string }) =>
  /^https?:\/\//.test(source) ? (
    <Link href={source} target="_blank" rel="noreferrer">
      {new URL(source).hostname.replace(/^www\./, '')}
    </Link>
  ) : (
    source
  )

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** "8 years from first registration, until 31 December of the last year", or "No limit". */
const ageLimit = (rule: DestinationRule) =>
  rule.maxAgeYears === null
    ? 'No limit'
    : `${rule.maxAgeYears} years from ${lowerFirst(ageFromLabels[rule.ageFrom])}, ${lowerFirst(appliedByLabels[rule.appliedBy])}`

const columns = (edit?: (rule: DestinationRule) => void): GridColDef<DestinationRule>[] => [
  { field: 'countryName', headerName: 'Country', width: 120 },
  {
    field: 'maxAgeYears',
    headerName: 'Age limit',
    minWidth: 260,
    flex: 2,
    valueGetter: (_v, row) => ageLimit(row),
  },
  {
    field: 'steering',
    headerName: 'Steering',
    width: 90,
    valueFormatter: (v: string | null) => v ?? 'Either',
  },
  {
    field: 'inspectionAgency',
    headerName: 'Inspection',
    minWidth: 140,
    flex: 1,
    valueFormatter: (v: string | null) => v ?? 'None',
  },
  {
    field: 'source',
    headerName: 'Source',
    minWidth: 140,
    flex: 1,
    renderCell: ({ row }) => <Source source={row.source} />,
  },
  { field: 'effectiveFrom', headerName: 'Effective from', width: 115 },
  ...(edit
    ? [
        {
          field: 'actions',
          headerName: 'Actions',
          width: 70,
          sortable: false,
          renderCell: ({ row }) => (
            <IconButton
              title="Edit"
              aria-label={`Edit the rule for ${row.countryName}`}
              onClick={() => edit(row)}
            >
              <EditOutlined />
            </IconButton>
          ),
        } satisfies GridColDef<DestinationRule>,
      ]
    : []),
]

/** /destination-rules: what each destination admits, with its source; everyone reads, owners keep them. */
const DestinationRulesPage = () => {
  const { profile } = useSession()
  const rules = useDestinationRules()
  useErrorAlert(rules.error, messages.common.errorTitle)
  const manages = can(profile?.userRole, 'destinationRules', 'manage')
  const [editing, setEditing] = useState<DestinationRule | 'new'>()
  return (
    <Page
      title="Destination rules"
      actions={
        manages && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add rule
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          What each destination country admits. A car's last safe arrival follows from its first registration
          (or its manufacture when that is not recorded) and is shown on the car's page. Every rule names
          where it is published: check it there before relying on it.
        </Typography>
        <DataGrid
          aria-label="Destination rules"
          rows={rules.data ?? []}
          columns={columns(manages ? setEditing : undefined)}
          loading={rules.isFetching}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter
          localeText={{ noRowsLabel: 'No destination rules recorded yet' }}
          autoHeight
          // A rule's texts are read whole: rows grow to wrap them.
          getRowHeight={() => 'auto'}
          sx={{ ...gridSx, '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.4, py: 1 } }}
        />
      </Stack>
      {editing && (
        <DestinationRuleDialog
          rule={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Page>
  )
}

export default DestinationRulesPage

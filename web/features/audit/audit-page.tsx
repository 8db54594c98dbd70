import { useMediaQuery, useTheme } from '@mui/material'
import { useCallback, useMemo, useState } from 'react'
import { type AuditFilterInput, type AuditRow, auditMessages } from '../../../shared/audit'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { type AuditPageQuery, useAudit } from './audit.api'
import { auditColumns } from './audit-columns'
import { AuditDetailsDialog } from './audit-details-dialog'
import { AuditFilters } from './audit-filters'

/** /audit: every recorded change to money, stock and people, newest first; a row opens its before → after. */
const AuditPage = () => {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const timeZone = useSession().profile?.businessTimeZone ?? 'UTC'
  const [query, setQuery] = useState<AuditPageQuery>({ page: 1, pageSize: 25 })
  const [open, setOpen] = useState<AuditRow | null>(null)
  const list = useAudit(query)
  useErrorAlert(list.error, auditMessages.fetchFailed)
  const columns = useMemo(() => auditColumns(timeZone, compact), [timeZone, compact])
  /** New filters start again at page 1; the same filters again change nothing. */
  const filter = useCallback((f: AuditFilterInput) => {
    const given = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null && v !== undefined))
    setQuery((prev) => {
      const { page: _page, pageSize, sort, q, ...current } = prev
      return JSON.stringify(current) === JSON.stringify(given)
        ? prev
        : { page: 1, pageSize, sort, q, ...given }
    })
  }, [])
  return (
    <Page title={auditMessages.title}>
      <AuditFilters onChange={filter} />
      <DataTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search who or action"
        onRowClick={setOpen}
        rowHeight={compact ? 60 : undefined}
      />
      {open && <AuditDetailsDialog row={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </Page>
  )
}

export default AuditPage

import { Download } from '@mui/icons-material'
import { Button, ButtonGroup, Tooltip } from '@mui/material'
import { useState } from 'react'
import { messages } from '../../shared/messages'
import { downloadFile, errorText } from '../lib/api'
import { useNotify } from '../lib/notify'

const formats = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
  { format: 'pdf', label: 'PDF' },
] as const

type Props = {
  /** The list's API path; the same filters with `format` answer the file. */
  path: string
  /** The list's current filters, search and sort (paging is left out: a file holds every matching row). */
  query: Record<string, string | number | boolean | undefined | null>
  /** The saved file's name, without extension. */
  filename: string
}

/** Download buttons that save the list's filtered rows as CSV, XLSX or PDF. */
export const ExportButtons = ({ path, query, filename }: Props) => {
  const notify = useNotify()
  const [busy, setBusy] = useState<string>()
  const save = async (format: string) => {
    setBusy(format)
    try {
      const { page: _page, pageSize: _size, ...filters } = query
      await downloadFile(path, { query: { ...filters, format }, filename: `${filename}.${format}` })
    } catch (err) {
      void notify.alert({ title: messages.common.errorTitle, text: errorText(err, 'Download failed') })
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <Tooltip title="Download the rows that match the filters">
      <ButtonGroup size="small" variant="outlined" aria-label="Download">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            startIcon={format === 'csv' ? <Download /> : undefined}
            disabled={!!busy}
            onClick={() => save(format)}
            aria-label={`Download ${label}`}
          >
            {busy === format ? '…' : label}
          </Button>
        ))}
      </ButtonGroup>
    </Tooltip>
  )
}

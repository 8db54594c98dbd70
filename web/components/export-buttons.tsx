import { Download } from '@mui/icons-material'
import { Button, ButtonGroup, Stack, Tooltip, Typography } from '@mui/material'
import { useState } from 'react'
import { messages } from '../../shared/messages'
import { type DownloadProgress, downloadFile, errorText } from '../lib/api'
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

/**
 * Download buttons that save the list's filtered rows as CSV, XLSX or PDF; while a file streams in,
 * how far it is ("Preparing… 12,345 rows").
 */
export const ExportButtons = ({ path, query, filename }: Props) => {
  const notify = useNotify()
  const [busy, setBusy] = useState<string>()
  const [progress, setProgress] = useState<DownloadProgress>({ bytes: 0 })
  const save = async (format: string) => {
    setBusy(format)
    setProgress({ bytes: 0 })
    try {
      const { page: _page, pageSize: _size, ...filters } = query
      await downloadFile(path, {
        query: { ...filters, format },
        filename: `${filename}.${format}`,
        onProgress: setProgress,
      })
    } catch (err) {
      void notify.alert({ title: messages.common.errorTitle, text: errorText(err, 'Download failed') })
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DownloadGroup busy={busy} save={save} />
      {busy && (
        <Typography variant="caption" role="status" color="text.secondary">
          {messages.exports.preparing(progress)}
        </Typography>
      )}
    </Stack>
  )
}

const DownloadGroup = ({ busy, save }: { busy?: string; save: (format: string) => void }) => (
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

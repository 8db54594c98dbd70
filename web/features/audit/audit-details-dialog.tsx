import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import {
  type AuditRow,
  auditActionLabel,
  auditMessages,
  auditNounLabel,
  auditValueText,
} from '../../../shared/audit'
import { formatDateTime } from '../../../shared/dates'

const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** A field's before and after; on a phone the field's name sits on its own line, above its two values. */
const FieldRows = (p: {
  field: string
  before: unknown
  after: unknown
  stacked: boolean
  marked: boolean
}) => {
  const sx = p.marked ? { bgcolor: 'action.hover' } : undefined
  const values = (
    <>
      <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
        {auditValueText(p.before)}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditValueText(p.after)}</TableCell>
    </>
  )
  if (p.stacked)
    return (
      <>
        <TableRow sx={sx}>
          <TableCell colSpan={2} sx={{ fontWeight: 500, borderBottom: 0, pb: 0, overflowWrap: 'anywhere' }}>
            {p.field}
          </TableCell>
        </TableRow>
        <TableRow sx={sx}>{values}</TableRow>
      </>
    )
  return (
    <TableRow sx={sx}>
      <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{p.field}</TableCell>
      {values}
    </TableRow>
  )
}

/** One recorded change: its changed fields before → after, side by side (or every field, on request). */
export const AuditDetailsDialog = ({
  row,
  timeZone,
  onClose,
}: {
  row: AuditRow
  timeZone: string
  onClose: () => void
}) => {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  const [all, setAll] = useState(false)
  const before = fieldsOf(row.before)
  const after = fieldsOf(row.after)
  const changed = new Set(row.changed)
  const fields = all ? [...new Set([...Object.keys(before), ...Object.keys(after)])].sort() : row.changed
  const title = `${auditNounLabel(row.entity)} #${row.entityId} · ${auditActionLabel(row.action)}`
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="audit-details"
    >
      <DialogTitle id="audit-details">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatDateTime(row.at, timeZone)} by {row.userName ?? auditMessages.nobody}
        </Typography>
        <FormControlLabel
          control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />}
          label="Show every field"
        />
        {fields.length ? (
          <Table size="small" aria-label="Before and after" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                {!fullScreen && <TableCell sx={{ width: '28%' }}>Field</TableCell>}
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((f) => (
                <FieldRows
                  key={f}
                  field={f}
                  before={before[f]}
                  after={after[f]}
                  stacked={fullScreen}
                  marked={all && changed.has(f)}
                />
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2">No field values were recorded for this change.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}

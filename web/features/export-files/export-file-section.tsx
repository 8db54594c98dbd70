import Edit from '@mui/icons-material/Edit'
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import {
  type DocumentStep,
  documentSteps,
  type ExportFileView,
  stepLabels,
  stepRoles,
} from '../../../shared/export-files'
import { can } from '../../../shared/permissions'
import { type Detail, DetailGrid } from '../../components/detail-grid'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { ExportFileDialog } from './export-file-dialog'
import { useExportFile } from './export-files.api'
import { type StepLine, stepLines } from './export-steps'
import { StepDocumentActions } from './step-document'

const isDocumentStep = (step: string): step is DocumentStep =>
  (documentSteps as readonly string[]).includes(step)

/** One line's value: what is done, who is responsible and how far it is, and the step's document. */
const lineOf = (line: StepLine, view: ExportFileView, carId: number, canManage: boolean): Detail => ({
  label: stepLabels[line.step],
  value: (
    <Stack spacing={0.25}>
      <Box>{line.value ?? '—'}</Box>
      <Typography variant="caption" color={line.status === 'Done' ? 'success.main' : 'text.secondary'}>
        {stepRoles[line.step]} · {line.status}
      </Typography>
      {isDocumentStep(line.step) && (
        <StepDocumentActions
          carId={carId}
          step={line.step}
          document={view.documents[line.step]}
          canManage={canManage}
        />
      )}
    </Stack>
  ),
})

/** The export file on a vehicle's details page, and its form for the stock side. */
export const ExportFileSection = ({ vehicleId }: { vehicleId: number }) => {
  const view = useExportFile(vehicleId)
  const { profile } = useSession()
  const [editing, setEditing] = useState(false)
  const canManage = can(profile?.userRole, 'exportFiles', 'manage')
  useErrorAlert(view.error, 'Failed to fetch the export file')
  return (
    <section aria-label="Export file">
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
          Export file
        </Typography>
        {view.data && canManage && (
          <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)} className="no-print">
            Edit export file
          </Button>
        )}
      </Stack>
      {view.isPending && <LinearProgress />}
      {view.data && (
        <DetailGrid
          items={stepLines(view.data).map((line) => lineOf(line, view.data, vehicleId, canManage))}
        />
      )}
      {editing && view.data && (
        <ExportFileDialog carId={vehicleId} view={view.data} onClose={() => setEditing(false)} />
      )}
    </section>
  )
}

import Edit from '@mui/icons-material/Edit'
import { Button, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { ExportFile, ExportFileView } from '../../../shared/export-files'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { type Detail, DetailGrid } from '../../components/detail-grid'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { ExportFileDialog } from './export-file-dialog'
import { useExportFile } from './export-files.api'

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ') || null

/** Each step of the chain in a line: what is done, with its number and dates. */
const stepsOf = ({ file, shipment, requiredInspection }: ExportFileView): Detail[] => {
  const f: Partial<ExportFile> = file ?? {}
  return [
    {
      label: 'Export deregistration',
      value: f.deregReturnedOn
        ? `Certificate returned ${f.deregReturnedOn}`
        : joined(
            f.deregAppliedOn && `Applied ${f.deregAppliedOn}`,
            f.plannedExportOn && `planned export ${f.plannedExportOn}`,
            f.deregIssuedOn && `issued ${f.deregIssuedOn}`,
            f.deregCertificateNo,
          ),
    },
    {
      label: 'Inspection',
      value:
        joined(
          f.inspectionResult && `${f.inspectionResult === 'passed' ? 'Passed' : 'Failed'} ${f.inspectedOn}`,
          !f.inspectionResult && f.inspectionBookedOn && `Booked ${f.inspectionBookedOn}`,
          f.inspectionAgency ?? (requiredInspection && `Required: ${requiredInspection}`),
          f.inspectionCertificateNo,
          f.inspectionExpiresOn && `expires ${f.inspectionExpiresOn}`,
        ) ?? (requiredInspection ? `Required: ${requiredInspection}` : 'Not required'),
    },
    { label: 'Export permit', value: joined(f.exportPermitNo, f.exportPermitOn) },
    {
      label: 'B/L',
      value: shipment ? (
        <>
          <MuiLink component={Link} to={`/shipments/${shipment.id}`}>
            {shipment.reference}
          </MuiLink>
          {shipment.blNumber ? ` · ${shipment.blNumber}` : ' · not issued yet'}
        </>
      ) : null,
    },
    {
      label: 'Originals',
      value: joined(
        f.originalsSentOn && `Sent ${f.originalsSentOn}`,
        f.originalsCourier,
        f.originalsTracking,
        f.originalsDeliveredOn && `delivered ${f.originalsDeliveredOn}`,
      ),
    },
    {
      label: 'Recycle refund',
      value: joined(
        f.recycleClaimedOn && `Claimed ${f.recycleClaimedOn}`,
        f.recycleAmount && formatMoney(f.recycleAmount, 'JPY'),
        f.recycleReceivedOn && `received ${f.recycleReceivedOn}`,
      ),
    },
  ]
}

/** The export file on a vehicle's details page, and its form for the stock side. */
export const ExportFileSection = ({ vehicleId }: { vehicleId: number }) => {
  const view = useExportFile(vehicleId)
  const { profile } = useSession()
  const [editing, setEditing] = useState(false)
  useErrorAlert(view.error, 'Failed to fetch the export file')
  return (
    <section aria-label="Export file">
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
          Export file
        </Typography>
        {view.data && can(profile?.userRole, 'exportFiles', 'manage') && (
          <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)} className="no-print">
            Edit export file
          </Button>
        )}
      </Stack>
      {view.isPending && <LinearProgress />}
      {view.data && <DetailGrid items={stepsOf(view.data)} />}
      {editing && view.data && (
        <ExportFileDialog carId={vehicleId} view={view.data} onClose={() => setEditing(false)} />
      )}
    </section>
  )
}

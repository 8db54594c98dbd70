import { Link as MuiLink } from '@mui/material'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { ExportFile, ExportFileView, ExportStep } from '../../../shared/export-files'
import { formatMoney } from '../../../shared/money'

export type StepStatus = 'Not started' | 'In progress' | 'Done' | 'Not required'
export type StepLine = { step: ExportStep; value: ReactNode; status: StepStatus }

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ') || null
const statusOf = (started: unknown, done: unknown): StepStatus =>
  done ? 'Done' : started ? 'In progress' : 'Not started'

/** Each step of the chain in a line: what is done, with its number and dates, and how far it is. */
export const stepLines = ({ file, shipment, requiredInspection }: ExportFileView): StepLine[] => {
  const f: Partial<ExportFile> = file ?? {}
  const inspectionStarted = f.inspectionAgency || f.inspectionBookedOn || f.inspectionResult
  return [
    {
      step: 'dereg',
      value: f.deregReturnedOn
        ? `Certificate returned ${f.deregReturnedOn}`
        : joined(
            f.deregAppliedOn && `Applied ${f.deregAppliedOn}`,
            f.plannedExportOn && `planned export ${f.plannedExportOn}`,
            f.deregIssuedOn && `issued ${f.deregIssuedOn}`,
            f.deregCertificateNo,
          ),
      status: statusOf(f.deregAppliedOn || f.deregCertificateNo || f.plannedExportOn, f.deregIssuedOn),
    },
    {
      step: 'inspection',
      value:
        joined(
          f.inspectionResult && `${f.inspectionResult === 'passed' ? 'Passed' : 'Failed'} ${f.inspectedOn}`,
          !f.inspectionResult && f.inspectionBookedOn && `Booked ${f.inspectionBookedOn}`,
          f.inspectionAgency ?? (requiredInspection && `Required: ${requiredInspection}`),
          f.inspectionCertificateNo,
          f.inspectionExpiresOn && `expires ${f.inspectionExpiresOn}`,
        ) ?? (requiredInspection ? `Required: ${requiredInspection}` : 'Not required'),
      status:
        !requiredInspection && !inspectionStarted
          ? 'Not required'
          : statusOf(inspectionStarted, f.inspectionResult === 'passed'),
    },
    {
      step: 'permit',
      value: joined(f.exportPermitNo, f.exportPermitOn),
      status: statusOf(f.exportPermitNo || f.exportPermitOn, f.exportPermitNo && f.exportPermitOn),
    },
    {
      step: 'bl',
      value: shipment ? (
        <>
          <MuiLink component={Link} to={`/shipments/${shipment.id}`}>
            {shipment.reference}
          </MuiLink>
          {shipment.blNumber ? ` · ${shipment.blNumber}` : ' · not issued yet'}
        </>
      ) : null,
      status: statusOf(shipment, shipment?.blNumber),
    },
    {
      step: 'originals',
      value: joined(
        f.originalsSentOn && `Sent ${f.originalsSentOn}`,
        f.originalsCourier,
        f.originalsTracking,
        f.originalsDeliveredOn && `delivered ${f.originalsDeliveredOn}`,
      ),
      status: statusOf(
        f.originalsSentOn || f.originalsCourier || f.originalsTracking,
        f.originalsDeliveredOn,
      ),
    },
    {
      step: 'recycle',
      value: joined(
        f.recycleClaimedOn && `Claimed ${f.recycleClaimedOn}`,
        f.recycleAmount && formatMoney(f.recycleAmount, 'JPY'),
        f.recycleReceivedOn && `received ${f.recycleReceivedOn}`,
      ),
      status: statusOf(f.recycleClaimedOn, f.recycleReceivedOn),
    },
    {
      step: 'tax',
      value: joined(
        f.taxClaimPeriodEnd && `Claimed in the return for the period ending ${f.taxClaimPeriodEnd}`,
        f.taxRefundAmount && `refund ${formatMoney(f.taxRefundAmount, 'JPY')}`,
        f.taxRefundedOn && `refunded ${f.taxRefundedOn}`,
      ),
      status: statusOf(f.taxClaimPeriodEnd || f.taxRefundAmount, f.taxRefundedOn),
    },
  ]
}

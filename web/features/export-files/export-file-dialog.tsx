import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Grid, Typography } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ExportFileInput, type ExportFileView } from '../../../shared/export-files'
import { can } from '../../../shared/permissions'
import { FormDialog } from '../../components/form-dialog'
import { DateField, FormSelect, FormText, fieldText, MoneyField } from '../../components/form-fields'
import { ApiError } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { useSaveExportFile } from './export-files.api'

type Values = z.input<typeof ExportFileInput>
type Field = keyof Values
const half = { xs: 12, sm: 6 }

/** The form's groups: each step of the export chain and its fields (date fields end in "On"). */
const groups: { title: string; fields: [Field, string][] }[] = [
  {
    title: 'Export deregistration',
    fields: [
      ['deregAppliedOn', 'Applied on'],
      ['plannedExportOn', 'Planned export date'],
      ['deregCertificateNo', 'Certificate number'],
      ['deregIssuedOn', 'Issued on'],
      ['deregReturnedOn', 'Returned on'],
    ],
  },
  {
    title: 'Pre-shipment inspection',
    fields: [
      ['inspectionAgency', 'Agency'],
      ['inspectionBookedOn', 'Booked on'],
      ['inspectedOn', 'Inspected on'],
      ['inspectionCertificateNo', 'Certificate number'],
      ['inspectionExpiresOn', 'Expires on'],
    ],
  },
  {
    title: 'Export permit',
    fields: [
      ['exportPermitNo', 'Permit number'],
      ['exportPermitOn', 'Permit date'],
    ],
  },
  {
    title: 'Originals to the buyer',
    fields: [
      ['originalsCourier', 'Courier'],
      ['originalsTracking', 'Tracking number'],
      ['originalsSentOn', 'Sent on'],
      ['originalsDeliveredOn', 'Delivered on'],
    ],
  },
  {
    title: 'Recycle deposit refund',
    fields: [
      ['recycleClaimedOn', 'Claimed on'],
      ['recycleReceivedOn', 'Received on'],
    ],
  },
  {
    title: 'Consumption tax',
    fields: [
      ['taxClaimPeriodEnd', 'Claimed in the return ending'],
      ['taxRefundedOn', 'Tax refunded on'],
    ],
  },
]

const defaultsOf = ({ file, shipment, requiredInspection }: ExportFileView): Values => ({
  version: file?.version,
  deregAppliedOn: fieldText(file?.deregAppliedOn),
  deregCertificateNo: fieldText(file?.deregCertificateNo),
  // Proposed from the shipment's ETD until one is recorded.
  plannedExportOn: fieldText(file?.plannedExportOn ?? shipment?.etd),
  deregIssuedOn: fieldText(file?.deregIssuedOn),
  deregReturnedOn: fieldText(file?.deregReturnedOn),
  inspectionAgency: fieldText(file?.inspectionAgency ?? requiredInspection),
  inspectionBookedOn: fieldText(file?.inspectionBookedOn),
  inspectionResult: file?.inspectionResult ?? '',
  inspectedOn: fieldText(file?.inspectedOn),
  inspectionCertificateNo: fieldText(file?.inspectionCertificateNo),
  inspectionExpiresOn: fieldText(file?.inspectionExpiresOn),
  exportPermitNo: fieldText(file?.exportPermitNo),
  exportPermitOn: fieldText(file?.exportPermitOn),
  originalsCourier: fieldText(file?.originalsCourier),
  originalsTracking: fieldText(file?.originalsTracking),
  originalsSentOn: fieldText(file?.originalsSentOn),
  originalsDeliveredOn: fieldText(file?.originalsDeliveredOn),
  recycleClaimedOn: fieldText(file?.recycleClaimedOn),
  recycleAmount: fieldText(file?.recycleAmount),
  recycleReceivedOn: fieldText(file?.recycleReceivedOn),
  taxClaimPeriodEnd: fieldText(file?.taxClaimPeriodEnd),
  taxRefundAmount: fieldText(file?.taxRefundAmount),
  taxRefundedOn: fieldText(file?.taxRefundedOn),
  notes: fieldText(file?.notes),
  overrideReason: '',
})

/**
 * Edits a car's export file, step by step. The originals of a sold car go once it is fully paid: the
 * refusal shows what is still due, and an owner may send them anyway with a reason.
 */
export const ExportFileDialog = ({
  carId,
  view,
  onClose,
}: {
  carId: number
  view: ExportFileView
  onClose: () => void
}) => {
  const save = useSaveExportFile(carId)
  const notify = useNotify()
  const { profile } = useSession()
  const mayOverride = can(profile?.userRole, 'exportFiles', 'override')
  const [gate, setGate] = useState<string>()
  const form = useForm<Values, unknown, ExportFileInput>({
    resolver: zodResolver(ExportFileInput),
    defaultValues: defaultsOf(view),
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      if (gate && mayOverride && !values.overrideReason) {
        form.setError('overrideReason', { message: 'Give the reason to send the originals anyway' })
        return false
      }
      try {
        await save.mutateAsync(values)
      } catch (err) {
        const refused = err instanceof ApiError && err.status === 409 && err.errors.originalsSentOn
        if (!refused) throw err
        setGate(err.message)
        form.setError('originalsSentOn', { message: 'Not fully paid' })
        return false
      }
      notify.toast('Export file saved')
      onClose()
    },
    failed: 'Failed to save the export file',
  })
  return (
    <FormDialog
      title="Export file"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={gate && mayOverride ? 'Send the originals anyway' : 'Save export file'}
      submitting={formState.isSubmitting}
      maxWidth="md"
    >
      {groups.map((group) => (
        <Grid key={group.title} size={12} container spacing={2}>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3" color="primary">
              {group.title}
            </Typography>
          </Grid>
          {group.fields.map(([name, label]) => (
            <Grid key={name} size={half}>
              {name.endsWith('On') || name === 'taxClaimPeriodEnd' ? (
                <DateField control={control} name={name} label={label} fullWidth />
              ) : (
                <FormText control={control} name={name} label={label} fullWidth />
              )}
            </Grid>
          ))}
          {group.title === 'Pre-shipment inspection' && (
            <Grid size={half}>
              <FormSelect
                control={control}
                name="inspectionResult"
                label="Result"
                options={[
                  { value: '', label: '—' },
                  { value: 'passed', label: 'Passed' },
                  { value: 'failed', label: 'Failed' },
                ]}
                fullWidth
              />
            </Grid>
          )}
          {group.title === 'Recycle deposit refund' && (
            <Grid size={half}>
              <MoneyField
                control={control}
                name="recycleAmount"
                label="Refund amount"
                currency="JPY"
                fullWidth
              />
            </Grid>
          )}
          {group.title === 'Consumption tax' && (
            <Grid size={half}>
              <MoneyField
                control={control}
                name="taxRefundAmount"
                label="Tax refund amount"
                currency="JPY"
                fullWidth
              />
            </Grid>
          )}
        </Grid>
      ))}
      <Grid size={12}>
        <FormText control={control} name="notes" label="Notes" multiline minRows={2} fullWidth />
      </Grid>
      {gate && (
        <Grid size={12}>
          <Alert severity="error">
            {gate}.{' '}
            {mayOverride
              ? 'You may send them anyway with a reason.'
              : 'Clear “Sent on” to save the rest, or ask an owner.'}
          </Alert>
        </Grid>
      )}
      {gate && mayOverride && (
        <Grid size={12}>
          <FormText
            control={control}
            name="overrideReason"
            label="Reason to send the originals anyway"
            required
            multiline
            minRows={2}
            fullWidth
            helperText="Kept in the audit log with your name"
          />
        </Grid>
      )}
    </FormDialog>
  )
}

import { Button, Grid, Link as MuiLink, Stack } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { type DocumentStep, type StepDocument, stepLabels } from '../../../shared/export-files'
import { FilePicker } from '../../components/file-picker'
import { FormDialog } from '../../components/form-dialog'
import { ApiError, errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useAttachDocument, useRemoveDocument } from './export-files.api'

type Props = { carId: number; step: DocumentStep; document: StepDocument | null; canManage: boolean }

/** A step's scanned document: a link that opens it, and for the stock side upload, replace and remove. */
export const StepDocumentActions = ({ carId, step, document, canManage }: Props) => {
  const [uploading, setUploading] = useState(false)
  const remove = useRemoveDocument(carId)
  const notify = useNotify()
  const label = stepLabels[step]
  const removeIt = async () => {
    if (!(await notify.confirm({ title: 'Are you sure?', text: `Remove the ${label} document?` }))) return
    remove.mutateAsync(step).then(
      (r) => notify.toast(r.message),
      (err) => notify.alert({ title: 'Error!', text: errorText(err, 'Failed to remove the document') }),
    )
  }
  if (!document && !canManage) return null
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      {document && (
        <MuiLink
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label} document`}
          title={document.name ?? undefined}
        >
          Document
        </MuiLink>
      )}
      {canManage && (
        <Button
          size="small"
          className="no-print"
          aria-label={`${document ? 'Replace' : 'Upload'} ${label} document`}
          onClick={() => setUploading(true)}
        >
          {document ? 'Replace' : 'Upload'}
        </Button>
      )}
      {canManage && document && (
        <Button
          size="small"
          color="error"
          className="no-print"
          aria-label={`Remove ${label} document`}
          disabled={remove.isPending}
          onClick={removeIt}
        >
          Remove
        </Button>
      )}
      {uploading && (
        <DocumentDialog carId={carId} step={step} current={document} onClose={() => setUploading(false)} />
      )}
    </Stack>
  )
}

/** Picks the scanned file (image or PDF) and sends it; the server checks its content. */
const DocumentDialog = ({
  carId,
  step,
  current,
  onClose,
}: {
  carId: number
  step: DocumentStep
  current: StepDocument | null
  onClose: () => void
}) => {
  const attach = useAttachDocument(carId)
  const notify = useNotify()
  const [file, setFile] = useState<File>()
  const [error, setError] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!file) return setError('Choose a scanned document (image or PDF)')
    try {
      notify.toast((await attach.mutateAsync({ step, document: file })).message)
      onClose()
    } catch (err) {
      setError(
        err instanceof ApiError && err.errors.document?.[0]
          ? err.errors.document[0]
          : errorText(err, 'Failed to save the document'),
      )
    }
  }
  return (
    <FormDialog
      title={`${stepLabels[step]}: scanned document`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save document"
      submitting={attach.isPending}
      maxWidth="xs"
    >
      <Grid size={12}>
        <FilePicker
          label="Scanned document (image or PDF)"
          value={file}
          onChange={(picked) => {
            setFile(picked)
            setError(undefined)
          }}
          currentUrl={current?.url}
          accept="image/png,image/jpeg,image/webp,application/pdf"
          error={error}
        />
      </Grid>
    </FormDialog>
  )
}

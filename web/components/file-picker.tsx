import CloudUpload from '@mui/icons-material/CloudUpload'
import PictureAsPdf from '@mui/icons-material/PictureAsPdf'
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material'
import { useEffect, useId, useState } from 'react'

type Props = {
  label: string
  value?: File
  onChange: (file: File | undefined) => void
  /** The stored file's signed URL, shown until a new file is picked. */
  currentUrl?: string | null
  accept?: string
  error?: string
}

const tenMb = 10 * 1024 * 1024

/** One file (image or PDF) with a preview; the server checks the content again. */
export const FilePicker = ({
  label,
  value,
  onChange,
  currentUrl,
  accept = 'image/png,image/jpeg,image/webp',
  error,
}: Props) => {
  const inputId = useId()
  const [preview, setPreview] = useState<string>()
  const [localError, setLocalError] = useState<string>()
  useEffect(() => {
    if (!value || value.type === 'application/pdf') return setPreview(undefined)
    const url = URL.createObjectURL(value)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [value])
  const shown = preview ?? (value ? undefined : (currentUrl ?? undefined))
  const isPdf = value?.type === 'application/pdf'
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          variant="rounded"
          src={shown}
          alt={label}
          sx={{ width: 64, height: 64, bgcolor: 'action.hover' }}
        >
          {isPdf ? <PictureAsPdf color="error" /> : <CloudUpload color="disabled" />}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={500}>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {value ? value.name : currentUrl ? 'Current file kept' : 'No file chosen'}
          </Typography>
          <Button component="label" htmlFor={inputId} size="small" variant="outlined" sx={{ mt: 0.5 }}>
            Choose file
            <input
              id={inputId}
              hidden
              type="file"
              accept={accept}
              aria-label={label}
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file && file.size > tenMb) {
                  setLocalError('The file is larger than 10 MB')
                  return
                }
                setLocalError(undefined)
                onChange(file)
              }}
            />
          </Button>
        </Box>
      </Stack>
      {(localError || error) && <FormHelperText error>{localError ?? error}</FormHelperText>}
    </Stack>
  )
}

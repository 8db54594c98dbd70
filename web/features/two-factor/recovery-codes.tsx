import ContentCopy from '@mui/icons-material/ContentCopy'
import Download from '@mui/icons-material/Download'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useNotify } from '../../lib/notify'

/**
 * The ten recovery codes, shown once: each signs in once when the phone is not at hand. Copy and
 * download keep them somewhere safe; `onDone` moves on.
 */
export const RecoveryCodesPanel = ({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[]
  doneLabel: string
  onDone: () => void
}) => {
  const notify = useNotify()
  const text = `Kuruma recovery codes (each works once)\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      notify.toast('Recovery codes copied')
    } catch {
      await notify.alert({
        title: 'Error!',
        text: 'The browser did not allow copying; download them instead.',
      })
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const a = Object.assign(document.createElement('a'), { href: url, download: 'kuruma-recovery-codes.txt' })
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography>
        Keep these recovery codes somewhere safe. If your phone is lost, each one signs you in once. They are
        shown only now.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          m: 0,
          pl: 4,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
          Copy
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Download
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  )
}

import { Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import type { SendResult } from './reminders.api'

const resultText = (r: SendResult) =>
  r.status === 'sent'
    ? 'Sent to the outbox'
    : r.status === 'failed'
      ? `Failed: ${r.message}`
      : r.status === 'sending'
        ? 'Sending…'
        : 'Waiting'

/** Progress and one line per recipient of the last bulk send. */
export const SendReport = ({
  results,
  done,
  running,
  onClear,
}: {
  results: SendResult[]
  done: number
  running: boolean
  onClear: () => void
}) => {
  const sent = results.filter((r) => r.status === 'sent').length
  const failed = results.filter((r) => r.status === 'failed').length
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} aria-label="Send results" component="section">
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography fontWeight={600}>
          {running ? 'Sending reminders…' : 'Reminders sent'} · {done} of {results.length} done
        </Typography>
        {!running && (
          <Button size="small" onClick={onClear}>
            Clear
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={results.length ? (done * 100) / results.length : 0}
        aria-label="Sending reminders"
        sx={{ my: 1.5, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sent} sent to the outbox · {failed} failed
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Results per recipient">
        {results.map((r) => (
          <Box
            component="li"
            key={r.key}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              py: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{r.row.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {r.row.email}
            </Typography>
            <Chip
              size="small"
              sx={{
                ml: 'auto',
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
              color={r.status === 'sent' ? 'success' : r.status === 'failed' ? 'error' : 'default'}
              label={resultText(r)}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

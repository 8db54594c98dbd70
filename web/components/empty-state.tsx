import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined'
import { Stack, Typography } from '@mui/material'

/** What a list page shows (the staff area's lists, for example) instead of a list it could not load or that is empty: never stale rows. */
export const EmptyState = ({ text }: { text: string }) => (
  <Stack alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }} role="status">
    <EventBusyOutlined fontSize="large" />
    <Typography>{text}</Typography>
  </Stack>
)

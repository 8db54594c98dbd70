import { Box, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'

/** A page card: title, optional actions on the right, content. */
export const Page = ({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) => (
  <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      justifyContent="space-between"
      alignItems={{ sm: 'center' }}
      gap={1.5}
      sx={{ mb: 2 }}
    >
      <Typography variant="h5" component="h1" fontWeight={600}>
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Stack>
    {children}
  </Paper>
)

import { Box, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'

/** The centred card of the public pages (/login, /register). */
export const AuthCard = ({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) => (
  <Box
    sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
  >
    <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460, borderRadius: 3 }}>
      <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
        <img src="/logo.svg" alt="Kuruma" width={56} height={56} />
        <Typography variant="h5" component="h1" fontWeight={700} color="primary">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" textAlign="center">
            {subtitle}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  </Box>
)

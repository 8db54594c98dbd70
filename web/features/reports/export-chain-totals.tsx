import { Alert, Box, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { counted } from '../../../shared/messages'

/** One card of figures (label, text), as the reports' totals show them. */
export const TotalsCard = ({ title, figures }: { title: string; figures: [string, string][] }) => (
  <Paper
    component="section"
    aria-label={title}
    variant="outlined"
    sx={{ p: 1.5, minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
  >
    <Typography variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {figures.map(([label, text], i) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            textAlign="right"
            fontWeight={i === figures.length - 1 ? 600 : 400}
            sx={{ m: 0 }}
          >
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  </Paper>
)

/** The totals of every row of a report (not one page): a heading, its cards, and a warning if any. */
export const TotalsSection = ({
  count,
  children,
  warning,
}: {
  count: number
  children: ReactNode
  warning?: string
}) => (
  <Stack spacing={1.5} component="section" aria-label="Totals">
    <Typography variant="subtitle1" fontWeight={600}>
      Totals of {counted(count, 'vehicle')}
    </Typography>
    <Stack direction="row" gap={1.5} flexWrap="wrap">
      {children}
    </Stack>
    {warning && <Alert severity="warning">{warning}</Alert>}
  </Stack>
)

import { Box, Grid, Typography } from '@mui/material'
import type { ReactNode } from 'react'

export type Detail = { label: string; value: ReactNode }

/** Read-only fields of a details or profile page: label above value, two or three per row. */
export const DetailGrid = ({ items }: { items: Detail[] }) => (
  <Grid container spacing={2}>
    {items.map((item) => (
      <Grid key={item.label} size={{ xs: 12, sm: 6, md: 4 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="div" sx={{ wordBreak: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Typography>
        </Box>
      </Grid>
    ))}
  </Grid>
)

import { Grid, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { Control } from 'react-hook-form'
import type { z } from 'zod'
import type { CustomerInput } from '../../../shared/customers'

export type CustomerFormValues = z.input<typeof CustomerInput>
export type CustomerControl = Control<CustomerFormValues, unknown, CustomerInput>

/** Grid sizes of the form's fields. */
export const half = { xs: 12, sm: 6 }
export const third = { xs: 12, sm: 6, md: 4 }

/** One titled group of the customer form. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Grid container spacing={2} component="section" aria-label={title}>
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
        {title}
      </Typography>
    </Grid>
    {children}
  </Grid>
)

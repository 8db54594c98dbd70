import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, LinearProgress, Stack, Typography } from '@mui/material'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ChainSettingsInput, type ChainSettingsView } from '../../../shared/export-files'
import { FormSelect, FormText } from '../../components/form-fields'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useChainSettings, useSaveChainSettings } from './settings.api'

type Values = z.input<typeof ChainSettingsInput>
const half = { xs: 12, md: 6 }
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ value: i + 1, label }))
const periods = [
  { value: 1, label: 'Monthly' },
  { value: 3, label: 'Quarterly (3 months)' },
  { value: 12, label: 'Yearly' },
]

const ChainSettingsForm = ({ settings }: { settings: ChainSettingsView }) => {
  const save = useSaveChainSettings()
  const notify = useNotify()
  const form = useForm<Values, unknown, ChainSettingsInput>({
    resolver: zodResolver(ChainSettingsInput),
    defaultValues: settings,
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      await save.mutateAsync(values)
      notify.toast('Export chain periods saved')
    },
    failed: 'Failed to save the export chain periods',
  })
  return (
    <form onSubmit={submit} noValidate aria-label="Export chain periods">
      <Grid container spacing={2}>
        <Grid size={12}>
          <Typography color="text.secondary">
            No law fixes these: the auction’s days come from its own terms, the re-inspection and the
            originals are the business’s own promise, and the consumption-tax return period is the one the
            business files with the tax office. The deadlines count from them.
          </Typography>
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="auctionPaymentDays"
            label="Days to pay the auction"
            type="number"
            required
            fullWidth
            helperText="After the auction sale day, for a car with no vendor due date (the auction’s terms)"
          />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="reinspectionDays"
            label="Days to re-inspect"
            type="number"
            required
            fullWidth
            helperText="After a failed pre-shipment inspection (the business’s own choice)"
          />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="originalsAfterPaymentDays"
            label="Days to send the originals"
            type="number"
            required
            fullWidth
            helperText="After the payment that completes a sale (the business’s own promise to buyers)"
          />
        </Grid>
        <Grid size={half}>
          <FormSelect
            control={control}
            name="taxPeriodMonths"
            label="Consumption-tax return period"
            options={periods}
            required
            fullWidth
            helperText="The exported car’s tax is claimed by the last day of the period it left in"
          />
        </Grid>
        <Grid size={half}>
          <FormSelect
            control={control}
            name="fiscalYearEndMonth"
            label="Last month of the business year"
            options={months}
            required
            fullWidth
            helperText="Where the return periods end (the business’s own year)"
          />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Save export chain periods
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </form>
  )
}

/** Settings: the export chain's periods no law fixes, which the deadlines count from (the owners'). */
export const ChainSettings = () => {
  const settings = useChainSettings()
  useErrorAlert(settings.error, 'Failed to fetch the export chain periods')
  if (!settings.data) return settings.isPending ? <LinearProgress /> : null
  // Keyed by version: a reload after a stale save shows the saved periods.
  return <ChainSettingsForm key={settings.data.version} settings={settings.data} />
}

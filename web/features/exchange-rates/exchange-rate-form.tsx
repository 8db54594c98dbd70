import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Typography } from '@mui/material'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ExchangeRateInput } from '../../../shared/exchange-rates'
import { DateField, FormSelect, FormText } from '../../components/form-fields'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useCurrencies } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'
import { useSaveExchangeRate } from './exchange-rates.api'

type Values = z.input<typeof ExchangeRateInput>

/** Record how many units of the base currency one unit of a currency is worth on a date. */
export const ExchangeRateForm = ({ base }: { base?: string }) => {
  const { date: today } = useBusinessToday()
  const save = useSaveExchangeRate()
  const notify = useNotify()
  const currencies = useCurrencies()
  const form = useForm<Values, unknown, ExchangeRateInput>({
    resolver: zodResolver(ExchangeRateInput),
    defaultValues: { currency: '', date: today, rate: '' },
  })
  const { control, reset, formState } = form
  const currency = useWatch({ control, name: 'currency' })
  const baseName = base ?? 'the base currency'
  const options = (currencies.data ?? [])
    .filter((c) => c.code !== base)
    .map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))

  const submit = useFormSave(form, {
    save: async (values) => {
      await save.mutateAsync(values)
      notify.toast('Rate saved')
      reset({ currency: values.currency, date: values.date, rate: '' })
    },
    failed: 'Failed to save rate',
  })

  return (
    <form onSubmit={submit} noValidate aria-label="Record a rate">
      <Typography variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 1.5 }}>
        Record a rate
      </Typography>
      <Grid container spacing={1.5} alignItems="flex-start">
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            control={control}
            name="currency"
            label="Currency"
            options={options}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <DateField control={control} name="date" label="Date" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormText
            control={control}
            name="rate"
            label="Rate"
            required
            inputMode="decimal"
            fullWidth
            helperText={`${baseName} per 1 ${currency || 'unit'}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={formState.isSubmitting}
            sx={{ minHeight: 40 }}
          >
            Save rate
          </Button>
        </Grid>
      </Grid>
    </form>
  )
}

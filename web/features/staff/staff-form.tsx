import { zodResolver } from '@hookform/resolvers/zod'
import { Button, FormControlLabel, Grid, Stack, Switch } from '@mui/material'
import { useEffect, useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { type Staff, StaffInput } from '../../../shared/staff'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { CountryField, CurrencyField } from '../../components/reference-fields'
import { useCountries } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'
import { useSalaryTypes } from './staff.api'

type Values = z.input<typeof StaffInput>
type Props = { staff?: Staff; today?: string; onSubmit: (values: StaffInput) => Promise<void> }

const perType = { Monthly: 'a month', Daily: 'a day', Hourly: 'an hour' } as const

const initial = (staff: Staff | undefined, today = ''): Values =>
  staff
    ? { ...staff, nationalId: staff.nationalId ?? '', phone: staff.phone ?? '', userId: staff.userId ?? '' }
    : {
        name: '',
        nationalId: '',
        phone: '',
        joiningDate: today,
        countryId: '',
        currency: '',
        salary: '',
        salaryType: 'Monthly',
        hoursPerDay: '8',
        active: true,
      }

/** The staff form, for add and edit: pay terms (salary, its type, hours per day) drive the salary rule. */
export const StaffForm = ({ staff, today, onSubmit }: Props) => {
  const countries = useCountries()
  const salaryTypes = useSalaryTypes()
  const form = useForm<Values, unknown, StaffInput>({
    resolver: zodResolver(StaffInput),
    defaultValues: initial(staff, today),
  })
  const { control, setValue, formState } = form
  const [countryId, currency, salaryType] = useWatch({
    control,
    name: ['countryId', 'currency', 'salaryType'],
  })
  // The currency follows the country, unless someone chose another one for this member.
  const previousCountry = useRef(countryId)
  useEffect(() => {
    const currencyOf = (id: unknown) => countries.data?.find((c) => c.id === Number(id))?.currency
    if (previousCountry.current === countryId || !countries.data) return
    if (!currency || currency === currencyOf(previousCountry.current)) {
      setValue('currency', currencyOf(countryId) ?? '')
    }
    previousCountry.current = countryId
  }, [countryId, currency, countries.data, setValue])
  const submit = useFormSave(form, { save: onSubmit, failed: 'Failed to save staff' })
  const half = { xs: 12, sm: 6 }
  const third = { xs: 12, sm: 4 }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormText control={control} name="name" label="Name" required autoComplete="off" />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="nationalId" label="National ID number" />
        </Grid>
        <Grid size={half}>
          <CountryField control={control} name="countryId" label="Country" required />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="phone"
            label="Phone"
            helperText="Local or international; stored with the country's dial code"
          />
        </Grid>
        <Grid size={half}>
          <DateField control={control} name="joiningDate" label="Joining date" required />
        </Grid>
        <Grid size={half}>
          <CurrencyField
            control={control}
            name="currency"
            label="Currency"
            helperText="The country's currency unless you choose another"
          />
        </Grid>
        <Grid size={third}>
          <FormSelect
            control={control}
            name="salaryType"
            label="Salary type"
            required
            options={(salaryTypes.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Grid>
        <Grid size={third}>
          <MoneyField
            control={control}
            name="salary"
            label="Salary"
            required
            helperText={salaryType ? `Paid ${perType[salaryType as keyof typeof perType] ?? ''}` : undefined}
            currency={currency}
          />
        </Grid>
        <Grid size={third}>
          <FormText
            control={control}
            name="hoursPerDay"
            label="Hours per day"
            required
            inputMode="decimal"
            helperText="The working day, e.g. 8 or 7.5"
          />
        </Grid>
        {staff && (
          <Grid size={12}>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label="Active (on the attendance sheet)"
                  control={
                    <Switch
                      checked={field.value === true}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
          </Grid>
        )}
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {staff ? 'Update staff' : 'Add staff'}
        </Button>
      </Stack>
    </Stack>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { roles } from '../../../shared/roles'
import { RegisterInput } from '../../../shared/users'
import { FormSelect, FormText } from '../../components/form-fields'
import { CountryField } from '../../components/reference-fields'
import { useCountries } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'

type Props = {
  withRole: boolean
  submitLabel: string
  onSubmit: (values: RegisterInput) => Promise<void>
  /** The popup's text for a failure that carries no message of its own. */
  failed: string
  allowedRoles?: readonly string[]
}

/** The user form: first-run owner sign-up (no role) and "add user" (with a role). */
export const UserForm = ({ withRole, submitLabel, onSubmit, failed, allowedRoles = roles }: Props) => {
  const _countries = useCountries()
  const form = useForm<z.input<typeof RegisterInput>, unknown, RegisterInput>({
    resolver: zodResolver(RegisterInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      countryId: '',
    },
  })
  const { control, formState } = form
  const submit = useFormSave(form, { save: onSubmit, failed })
  const half = { xs: 12, sm: 6 }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormText
            control={control}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="lastName" label="Last name" required autoComplete="family-name" />
        </Grid>
        <Grid size={12}>
          <FormText
            control={control}
            name="email"
            label="E-mail"
            required
            type="email"
            autoComplete="email"
          />
        </Grid>
        <Grid size={withRole ? half : 12}>
          <CountryField control={control} name="countryId" label="Country" required />
        </Grid>
        {withRole && (
          <Grid size={half}>
            <FormSelect
              control={control}
              name="role"
              label="Role"
              required
              options={allowedRoles.map((r) => ({ value: r, label: r }))}
            />
          </Grid>
        )}
        <Grid size={half}>
          <FormText
            control={control}
            name="password"
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            helperText="8 to 128 characters; a passphrase is best"
          />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="confirmPassword"
            label="Confirm password"
            required
            type="password"
            autoComplete="new-password"
          />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  )
}

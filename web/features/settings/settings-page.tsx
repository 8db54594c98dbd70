import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Checkbox, FormControlLabel, Grid, LinearProgress, Stack } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type Settings, SettingsInput, settingsMessages } from '../../../shared/settings'
import { FilePicker } from '../../components/file-picker'
import { FormText } from '../../components/form-fields'
import { Page } from '../../components/page'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { ChainSettings } from './chain-settings'
import { useSaveSettings, useSettings } from './settings.api'
import { TwoFactorSettings } from './two-factor-settings'

type Values = z.input<typeof SettingsInput>

const SettingsForm = ({ settings }: { settings: Settings }) => {
  const save = useSaveSettings()
  const notify = useNotify()
  const [logo, setLogo] = useState<File>()
  const [logoError, setLogoError] = useState<string>()
  const [removeLogo, setRemoveLogo] = useState(false)
  const form = useForm<Values, unknown, SettingsInput>({
    resolver: zodResolver(SettingsInput),
    defaultValues: {
      name: settings.name,
      address: settings.address ?? '',
      phone: settings.phone ?? '',
      email: settings.email ?? '',
      bankDetails: settings.bankDetails ?? '',
    },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      setLogoError(undefined)
      await save.mutateAsync({ ...values, removeLogo: removeLogo && !logo, logo })
      setLogo(undefined)
      setRemoveLogo(false)
      notify.toast(settingsMessages.saved)
    },
    failed: settingsMessages.saveFailed,
    elsewhere: (field, message) => {
      if (field !== 'logo') return false
      setLogoError(message)
      return true
    },
  })
  return (
    <form onSubmit={submit} noValidate aria-label="Letterhead">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText control={control} name="name" label="Business name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText control={control} name="email" label="E-mail" type="email" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText control={control} name="address" label="Address" multiline minRows={2} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText control={control} name="phone" label="Phone" fullWidth />
        </Grid>
        <Grid size={12}>
          <FormText
            control={control}
            name="bankDetails"
            label="Bank details"
            multiline
            minRows={3}
            fullWidth
            helperText="Printed on bills, under the total: bank, branch, account, SWIFT"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={1}>
            <FilePicker
              label="Logo (PNG, JPEG or WebP)"
              value={logo}
              onChange={(f) => {
                setLogo(f)
                if (f) setRemoveLogo(false)
              }}
              currentUrl={removeLogo ? null : settings.logoUrl}
              error={logoError}
            />
            {settings.logoUrl && !logo && (
              <FormControlLabel
                control={<Checkbox checked={removeLogo} onChange={(e) => setRemoveLogo(e.target.checked)} />}
                label="Remove the logo"
              />
            )}
          </Stack>
        </Grid>
        <Grid size={12}>
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Save settings
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </form>
  )
}

/**
 * /settings: the letterhead every PDF prints, who signs in with a second factor, and the export chain's
 * periods (SuperAdmin and MainAdmin).
 */
const SettingsPage = () => {
  const settings = useSettings()
  useErrorAlert(settings.error, settingsMessages.fetchFailed)
  return (
    <Stack spacing={3}>
      <Page title="Settings — letterhead">
        {settings.data ? <SettingsForm settings={settings.data} /> : settings.isPending && <LinearProgress />}
      </Page>
      <Page title="Settings — two-factor sign-in">
        <TwoFactorSettings />
      </Page>
      <Page title="Settings — export chain periods">
        <ChainSettings />
      </Page>
    </Stack>
  )
}

export default SettingsPage

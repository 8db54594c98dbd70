import {
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material'
import { useEffect, useState } from 'react'
import { type Role, roles } from '../../../shared/roles'
import { recommendedTwoFactorRoles, twoFactorMessages } from '../../../shared/two-factor'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSaveTwoFactorRoles, useTwoFactorRoles } from '../two-factor'

/** Settings: the roles whose users must sign in with a second factor (asked at their next sign-in). */
export const TwoFactorSettings = () => {
  const current = useTwoFactorRoles()
  const save = useSaveTwoFactorRoles()
  const notify = useNotify()
  const [chosen, setChosen] = useState<Role[]>([])
  useErrorAlert(current.error, 'Failed to fetch two-factor sign-in settings')
  useEffect(() => {
    if (current.data) setChosen(current.data.roles)
  }, [current.data])
  if (!current.data) return current.isPending ? <LinearProgress /> : null
  const toggle = (role: Role) =>
    setChosen((was) => (was.includes(role) ? was.filter((r) => r !== role) : [...was, role]))
  const submit = () =>
    save.mutate(chosen, {
      onSuccess: () => notify.toast(twoFactorMessages.rolesSaved),
      onError: (err) => void notify.alert({ title: 'Error!', text: errorText(err, 'Failed to save') }),
    })
  return (
    <Stack spacing={1.5} component="section" aria-label={twoFactorMessages.title}>
      <Typography color="text.secondary">
        Users of the roles ticked here must sign in with a code from an authenticator app as well as their
        password; those without one set it up at their next sign-in. Recommended for{' '}
        {recommendedTwoFactorRoles.join(', ')}, who handle the money.
      </Typography>
      <FormGroup row>
        {roles.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={chosen.includes(role)} onChange={() => toggle(role)} />}
            label={recommendedTwoFactorRoles.includes(role) ? `${role} (recommended)` : role}
          />
        ))}
      </FormGroup>
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save two-factor sign-in
        </Button>
      </Stack>
    </Stack>
  )
}

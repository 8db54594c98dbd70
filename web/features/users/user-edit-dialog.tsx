import { zodResolver } from '@hookform/resolvers/zod'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
} from '@mui/material'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { roles } from '../../../shared/roles'
import { UpdateUserInput, type UserRow } from '../../../shared/users'
import { FormSelect } from '../../components/form-fields'
import { CountryField } from '../../components/reference-fields'
import { useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { useUpdateUser } from './users.api'

type Props = { user: UserRow; onClose: () => void }

/** Edit a user's role and country, from the users list; names and e-mail stay the user's own. */
export const UserEditDialog = ({ user, onClose }: Props) => {
  const countries = useCountries()
  const update = useUpdateUser()
  const notify = useNotify()
  // Only a SuperAdmin makes a SuperAdmin; the server refuses it for anyone else.
  const owner = useSession().profile?.userRole === 'SuperAdmin'
  const allowedRoles = owner ? roles : roles.filter((r) => r !== 'SuperAdmin')
  const form = useForm<z.input<typeof UpdateUserInput>, unknown, UpdateUserInput>({
    resolver: zodResolver(UpdateUserInput),
    defaultValues: { role: user.userRole, countryId: user.countryId },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      await update.mutateAsync({ userId: user.userId, ...values })
      notify.toast(messages.users.updated)
      onClose()
    },
    failed: messages.users.updateFailed,
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="user-edit-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="user-edit-title">Edit {user.email}</DialogTitle>
        <DialogContent>
          {/* The selects show the user's values once the countries they choose from are in. */}
          {!countries.data ? (
            <LinearProgress />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormSelect
                control={control}
                name="role"
                label="Role"
                required
                options={allowedRoles.map((r) => ({ value: r, label: r }))}
              />
              <CountryField control={control} name="countryId" label="Country" required />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

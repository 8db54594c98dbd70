import { Grid } from '@mui/material'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { AuditFilterInput, auditNounLabel } from '../../../shared/audit'
import type { UserRow } from '../../../shared/users'
import { DateField, FormSelect, FormText } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useAuditNouns } from './audit.api'

type Values = { entity: string; entityId: string; from: string; to: string }
const empty: Values = { entity: '', entityId: '', from: '', to: '' }

/** A user by name, the role beside it: the server searches users by name or e-mail. */
const userOption = (u: UserRow): Option<UserRow> => ({
  id: u.userId,
  label: `${u.firstName} ${u.lastName}`,
  hint: u.userRole,
})

/**
 * Who, which noun and record, and the date range. The filters are checked with the server's own rules as
 * they are typed; a bad one is named under its field and the list keeps the last good filters.
 */
export const AuditFilters = ({ onChange }: { onChange: (filters: AuditFilterInput) => void }) => {
  const nouns = useAuditNouns()
  const [user, setUser] = useState<Option<UserRow> | null>(null)
  const { control, watch, setError, clearErrors } = useForm<Values>({ defaultValues: empty })
  const typed = useDebouncedValue(JSON.stringify({ ...watch(), userId: user?.id }), 300)
  useEffect(() => {
    const parsed = AuditFilterInput.safeParse(JSON.parse(typed))
    clearErrors()
    if (parsed.success) onChange(parsed.data)
    else
      for (const issue of parsed.error.issues)
        setError(String(issue.path[0]) as keyof Values, { message: issue.message })
  }, [typed, onChange, setError, clearErrors])
  const nounOptions = [
    { value: '', label: 'All nouns' },
    ...(nouns.data ?? []).map((n) => ({ value: n, label: auditNounLabel(n) })),
  ]
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ListPicker label="User" value={user} onChange={setUser} path="users" toOption={userOption} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormSelect control={control} name="entity" label="Noun" options={nounOptions} fullWidth />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormText control={control} name="entityId" label="Record" inputMode="numeric" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <DateField control={control} name="from" label="From" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <DateField control={control} name="to" label="To" fullWidth />
      </Grid>
    </Grid>
  )
}

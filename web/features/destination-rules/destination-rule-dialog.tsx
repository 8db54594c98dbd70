import { zodResolver } from '@hookform/resolvers/zod'
import { Grid } from '@mui/material'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type DestinationRule, DestinationRuleInput } from '../../../shared/destination-rules'
import { FormDialog } from '../../components/form-dialog'
import { DateField, FormSelect, FormText, fieldText } from '../../components/form-fields'
import { CountryField } from '../../components/reference-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSaveDestinationRule } from './destination-rules.api'
import { ageFromLabels, appliedByLabels } from './rule-labels'

type Values = z.input<typeof DestinationRuleInput>

const limitFields = [
  ['ageFrom', 'Age counted from', ageFromLabels],
  ['appliedBy', 'Limit applied', appliedByLabels],
] as const

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** Adds a destination's rule, or edits one; every rule names where it is published. */
export const DestinationRuleDialog = ({ rule, onClose }: { rule?: DestinationRule; onClose: () => void }) => {
  const save = useSaveDestinationRule()
  const notify = useNotify()
  const form = useForm<Values, unknown, DestinationRuleInput>({
    resolver: zodResolver(DestinationRuleInput),
    defaultValues: {
      countryId: rule?.countryId ?? '',
      maxAgeYears: fieldText(rule?.maxAgeYears),
      ageFrom: rule?.ageFrom ?? 'first_registration',
      appliedBy: rule?.appliedBy ?? 'arrival',
      steering: rule?.steering ?? '',
      inspectionAgency: fieldText(rule?.inspectionAgency),
      source: rule?.source ?? '',
      effectiveFrom: rule?.effectiveFrom ?? '',
      notes: fieldText(rule?.notes),
      version: rule?.version,
    },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: async (values) => {
      await save.mutateAsync({ id: rule?.id, values })
      notify.toast(rule ? 'Destination rule updated' : 'Destination rule added')
      onClose()
    },
    failed: 'Failed to save destination rule',
  })
  return (
    <FormDialog
      title={rule ? `Edit the rule for ${rule.countryName}` : 'Add destination rule'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rule ? 'Update rule' : 'Add rule'}
      submitting={formState.isSubmitting}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountryField control={control} name="countryId" label="Country" required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="maxAgeYears"
          label="Maximum age (years)"
          inputMode="numeric"
          helperText="Empty: no age limit"
          fullWidth
        />
      </Grid>
      {limitFields.map(([name, label, labels]) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name={name}
            label={label}
            options={optionsOf(labels)}
            required
            fullWidth
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="steering"
          label="Steering required"
          options={[
            { value: '', label: 'Either side' },
            { value: 'Right', label: 'Right-hand drive' },
            { value: 'Left', label: 'Left-hand drive' },
          ]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="inspectionAgency"
          label="Inspection before shipping"
          helperText="The agency; empty when none is required"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormText
          control={control}
          name="source"
          label="Source"
          required
          helperText="Where the rule is published: an address or a document's name"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField control={control} name="effectiveFrom" label="Effective from" required fullWidth />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="notes" label="Notes" multiline minRows={2} fullWidth />
      </Grid>
    </FormDialog>
  )
}

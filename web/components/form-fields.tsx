import { MenuItem, TextField, type TextFieldProps } from '@mui/material'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'

// biome-ignore lint/suspicious/noExplicitAny: the form's transformed (output) type differs per form
type AnyControl<T extends FieldValues> = Control<T, any, any>
type Props<T extends FieldValues> = { control: AnyControl<T>; name: Path<T>; label: string } & Omit<
  TextFieldProps,
  'name' | 'label'
>

/** A text field bound to react-hook-form, showing the field's error under it. */
export const FormText = <T extends FieldValues>({ control, name, label, ...rest }: Props<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...rest}
        {...field}
        value={field.value ?? ''}
        label={label}
        error={!!fieldState.error}
        helperText={fieldState.error?.message ?? rest.helperText}
      />
    )}
  />
)

type SelectProps<T extends FieldValues> = Props<T> & { options: { value: string | number; label: string }[] }

export const FormSelect = <T extends FieldValues>({ options, ...props }: SelectProps<T>) => (
  <FormText {...props} select>
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </FormText>
)

import { InputAdornment, MenuItem, TextField, type TextFieldProps } from '@mui/material'
import { type ReactNode, useState } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { amountProblem, decimalsProblem, formatAmount, parseMoney } from '../../shared/money'

// biome-ignore lint/suspicious/noExplicitAny: the form's transformed (output) type differs per form
type AnyControl<T extends FieldValues> = Control<T, any, any>
/** What a form field shows for a record's optional value: '' for none, else its text. */
export const fieldText = (v: unknown) => (v === null || v === undefined ? '' : String(v))

export type FieldProps<T extends FieldValues> = {
  control: AnyControl<T>
  name: Path<T>
  label: string
  /**
   * The form's zod schema refuses the field empty: MUI marks the label with an asterisk and the input
   * with `required` / `aria-required`. Every form marks its required fields this way, and only this way.
   * Validation stays with the schema (forms are `noValidate`).
   */
  required?: boolean
} & Omit<TextFieldProps, 'name' | 'label' | 'required'>

/** A text field bound to react-hook-form, showing the field's error under it. */
export const FormText = <T extends FieldValues>({ control, name, label, ...rest }: FieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, ...field }, fieldState }) => (
      <TextField
        {...rest}
        {...field}
        // The input itself, not the field's outer box, so a submit with errors can focus it.
        inputRef={ref}
        value={field.value ?? ''}
        label={label}
        error={!!fieldState.error}
        helperText={fieldState.error?.message ?? rest.helperText}
      />
    )}
  />
)

/** A choice of a select; its label may be more than text (a flag beside a country's name). */
export type SelectOption = { value: string | number; label: ReactNode }
type SelectProps<T extends FieldValues> = FieldProps<T> & { options: readonly SelectOption[] }

export const FormSelect = <T extends FieldValues>({ options, ...props }: SelectProps<T>) => (
  <FormText {...props} select>
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </FormText>
)

/**
 * A business date (YYYY-MM-DD) bound to the form; its default "today" comes from the business's calendar.
 * `min` and `max` bound the browser's picker (an event on a vehicle: not after today, not before its
 * purchase); the server checks the same bounds and names the field when a typed date breaks them.
 */
export const DateField = <T extends FieldValues>({
  min,
  max,
  ...props
}: FieldProps<T> & { min?: string | null; max?: string | null }) => (
  <FormText
    {...props}
    type="date"
    slotProps={{
      ...props.slotProps,
      inputLabel: { shrink: true },
      htmlInput: { min: min ?? undefined, max: max ?? undefined },
    }}
  />
)

/**
 * An amount bound to the form as the text typed: the form's schema (`money`) reads it, so the field and
 * the server apply one rule (commas only as thousands separators, the currency's decimals). Once the
 * person leaves the field it shows grouped in the currency's decimals. A text that breaks the rule says
 * why under the field as it is typed. Nothing changes on focus, so selecting the text and typing over
 * it works.
 */
export const MoneyField = <T extends FieldValues>({
  control,
  name,
  label,
  currency,
  ...rest
}: FieldProps<T> & { currency?: string | null }) => {
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '')
        const exact = parseMoney(value)
        const shown = typed ?? (exact !== null && currency ? formatAmount(exact, currency) : value)
        const text = typed ?? value
        const rule =
          text.trim() === ''
            ? undefined
            : (amountProblem(label, text) ??
              (currency ? decimalsProblem(label, parseMoney(text)!, currency) : undefined))
        const problem = rule ?? fieldState.error?.message
        return (
          <TextField
            {...rest}
            name={field.name}
            inputRef={field.ref}
            value={shown}
            label={label}
            inputMode="decimal"
            onChange={(e) => {
              setTyped(e.target.value)
              // A well-formed amount is kept as decimal text; anything else as typed, for the schema to refuse.
              field.onChange(parseMoney(e.target.value) ?? e.target.value)
            }}
            onBlur={() => {
              setTyped(null)
              field.onBlur()
            }}
            error={!!problem}
            helperText={problem ?? rest.helperText}
            slotProps={{
              ...rest.slotProps,
              input: currency
                ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }
                : rest.slotProps?.input,
            }}
          />
        )
      }}
    />
  )
}

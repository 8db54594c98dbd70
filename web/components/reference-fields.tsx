import { type FieldValues, useWatch } from 'react-hook-form'
import { useCountries, useCurrencies } from '../lib/reference-data'
import { countryOption } from './country-flag'
import { type FieldProps, FormSelect } from './form-fields'

/**
 * A country of the business, by id, as every form offers it: its flag and name. `none` adds a blank
 * choice with that label (a field that may stay empty); `withCurrency` names each country's currency.
 */
export const CountryField = <T extends FieldValues>({
  none,
  withCurrency,
  ...props
}: FieldProps<T> & { none?: string; withCurrency?: boolean }) => {
  const countries = useCountries().data ?? []
  const options = countries.map((c) => countryOption(c, withCurrency ? `(${c.currency})` : undefined))
  return <FormSelect {...props} options={none ? [{ value: '', label: none }, ...options] : options} />
}

/**
 * A currency of the business, by code, as every form offers it ("USD · US Dollar", or the code alone
 * where space is short). A record's currency that is no longer in the list stays offered, so an edit
 * does not lose it.
 */
export const CurrencyField = <T extends FieldValues>({
  codeOnly,
  ...props
}: FieldProps<T> & { codeOnly?: boolean }) => {
  const currencies = useCurrencies().data ?? []
  const chosen = useWatch({ control: props.control, name: props.name }) as string | undefined
  const options = currencies.map((c) => ({
    value: c.code,
    label: codeOnly ? c.code : `${c.code} · ${c.name}`,
  }))
  const kept = chosen && !currencies.some((c) => c.code === chosen) ? [{ value: chosen, label: chosen }] : []
  return <FormSelect {...props} options={[...kept, ...options]} />
}

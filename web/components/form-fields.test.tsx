import { screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { AsyncPicker } from './async-picker'
import { DateField, FormSelect, FormText, MoneyField } from './form-fields'

type Values = { name: string; price: string; date: string; kind: string; note: string }

const Fields = ({ required }: { required: boolean }) => {
  const { control } = useForm<Values>({
    defaultValues: { name: '', price: '', date: '', kind: '', note: '' },
  })
  return (
    <form noValidate>
      <FormText control={control} name="name" label="Name" required={required} />
      <MoneyField control={control} name="price" label="Price" currency="JPY" required={required} />
      <DateField control={control} name="date" label="Date" required={required} />
      <FormSelect
        control={control}
        name="kind"
        label="Kind"
        required={required}
        options={[{ value: 'a', label: 'A' }]}
      />
      <AsyncPicker
        label="Vendor"
        value={null}
        onChange={() => {}}
        useOptions={() => ({ data: [], isFetching: false })}
        required={required}
      />
      <FormText control={control} name="note" label="Note" />
    </form>
  )
}

const asterisks = (container: HTMLElement) =>
  [...container.querySelectorAll('label')]
    .filter((l) => l.querySelector('.MuiFormLabel-asterisk'))
    .map((l) => l.textContent?.replace(/\s*\*$/, ''))

describe('kit fields and `required`', () => {
  it('pass it to MUI: the label gets the asterisk and the input is required, the same for every kind', () => {
    const { container } = renderWithProviders(<Fields required />)
    expect(asterisks(container)).toEqual(['Name', 'Price', 'Date', 'Kind', 'Vendor'])
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Price' })).toBeRequired()
    expect(screen.getByLabelText(/^Date/, { selector: 'input' })).toBeRequired()
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeRequired()
  })

  it('leave fields unmarked without it', () => {
    const { container } = renderWithProviders(<Fields required={false} />)
    expect(asterisks(container)).toEqual([])
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toBeRequired()
    expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAttribute('aria-required')
  })
})

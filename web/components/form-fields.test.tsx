import { screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it } from 'vitest'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { DateField, FormSelect, FormText, MoneyField } from './form-fields'
import { ListPicker } from './list-picker'

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
      <ListPicker
        label="Vendor"
        value={null}
        onChange={() => {}}
        path="vendor"
        toOption={(v: { id: number; name: string }) => ({ id: v.id, label: v.name })}
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
  beforeEach(() => server.use(http.get('*/api/vendor', () => HttpResponse.json([]))))

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

const Amount = ({ onValue }: { onValue: (v: string) => void }) => {
  const { control, watch } = useForm<{ price: string }>({ defaultValues: { price: '' } })
  onValue(watch('price'))
  return <MoneyField control={control} name="price" label="Price" currency="JPY" />
}

describe('MoneyField', () => {
  it('says as it is typed what the server would refuse, and keeps a good amount as decimal text', async () => {
    let value = ''
    const { user } = renderWithProviders(<Amount onValue={(v) => (value = v)} />)
    const field = screen.getByRole('textbox', { name: 'Price' })
    for (const [typed, message] of [
      ['1,00', 'Price must be a number such as 1,250.50'],
      ['12,50', 'Price must be a number such as 1,250.50'],
      ['-5', 'Price cannot be negative'],
      ['12.5', 'Price must be a whole amount in JPY'],
    ]) {
      await user.clear(field)
      await user.type(field, typed!)
      expect(screen.getByText(message!)).toBeInTheDocument()
    }
    await user.clear(field)
    await user.type(field, '1,250,000')
    expect(screen.queryByText(/Price (must|cannot)/)).not.toBeInTheDocument()
    expect(value).toBe('1250000')
    await user.tab()
    expect(field).toHaveValue('1,250,000')
  })
})

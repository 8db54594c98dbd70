import { screen, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { CountryField, CurrencyField } from './reference-fields'

const Form = ({ currency }: { currency: string }) => {
  const { control } = useForm({ defaultValues: { countryId: '', currency } })
  return (
    <>
      <CountryField control={control} name="countryId" label="Country" none="None" withCurrency />
      <CurrencyField control={control} name="currency" label="Currency" />
    </>
  )
}

describe('country and currency fields', () => {
  it('offer the business countries and currencies, and keep a currency no longer listed', async () => {
    server.use(
      http.get('*/api/users/countries', () =>
        HttpResponse.json([
          { id: 1, name: 'Japan', currency: 'JPY', isoCode: 'JP', flag: null },
          { id: 4, name: 'Kenya', currency: 'KES', isoCode: 'KE', flag: null },
        ]),
      ),
      http.get('*/api/country/currencies', () =>
        HttpResponse.json([
          { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0 },
          { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', decimals: 2 },
        ]),
      ),
    )
    const { user } = renderWithProviders(<Form currency="ZAR" />)
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    const countries = within(await screen.findByRole('listbox'))
    expect(await countries.findByText('Kenya (KES)')).toBeInTheDocument()
    expect(countries.getByText('None')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    const currencies = within(await screen.findByRole('listbox'))
    expect(currencies.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ZAR',
      'JPY · Japanese Yen',
      'KES · Kenyan Shilling',
    ])
  })
})

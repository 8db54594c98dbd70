import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { todayIn } from '../../../shared/dates'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { VehicleForm } from './vehicle-form'

const list = (rows: unknown[]) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } })

const serve = () =>
  server.use(
    http.get('*/api/vendor', () =>
      list([{ id: 3, name: 'USS Tokyo', currency: 'JPY', countryName: 'Japan' }]),
    ),
    http.get('*/api/Station', () =>
      list([{ id: 4, name: 'Yokohama Yard', city: 'Yokohama', countryName: 'Japan' }]),
    ),
    http.get('*/api/Category', () => list([{ id: 1, name: 'SUV' }])),
    http.get('*/api/country/currencies', () =>
      HttpResponse.json([
        { code: 'JPY', name: 'Japanese yen', symbol: '¥', decimals: 0 },
        { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2 },
      ]),
    ),
  )

/** What VehicleInput refuses empty: each shows MUI's required marker, and nothing else does. */
const requiredFields = ['Chassis number', 'Model', 'Vendor', 'Purchase date', 'Purchase price', 'Station']

describe('VehicleForm', () => {
  it('marks the fields its schema requires with the required asterisk, as the customer form does', async () => {
    serve()
    const { container } = renderWithProviders(<VehicleForm canEditPurchase onSubmit={async () => {}} />)
    for (const label of requiredFields) {
      const input = screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\s*\\*$`), {
        selector: 'input',
      })
      expect(input, label).toBeRequired()
      expect(input.labels?.[0]?.querySelector('.MuiFormLabel-asterisk'), label).not.toBeNull()
    }
    const marked = [...container.querySelectorAll('label')]
      .filter((l) => l.querySelector('.MuiFormLabel-asterisk'))
      .map((l) => l.textContent?.replace(/\s*\*$/, ''))
    expect(marked.sort()).toEqual([...requiredFields].sort())
    for (const optional of ['Year', 'Colour', 'Pay vendor by', 'Where it is now'])
      expect(screen.getByLabelText(optional, { selector: 'input' })).not.toBeRequired()
    for (const optional of ['Category', 'Currency'])
      expect(screen.getByRole('combobox', { name: optional })).not.toHaveAttribute('aria-required')
  })

  it('names every required field that is missing, and sends nothing', async () => {
    serve()
    const onSubmit = vi.fn(async (_values: unknown) => {})
    const { user } = renderWithProviders(<VehicleForm canEditPurchase onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }))
    for (const text of [
      'Chassis number is required',
      'Model is required',
      'Vendor is required',
      'Purchase price is required',
      'Station is required',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("adds a vehicle bought today (the business's date) in the vendor's currency, the price as decimal text", async () => {
    serve()
    const onSubmit = vi.fn(async (_values: unknown) => {})
    const { user } = renderWithProviders(<VehicleForm canEditPurchase onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Chassis number' }), 'zvw30 1234567')
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'Toyota Prius S')
    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'USS')
    await user.click(await screen.findByRole('option', { name: /USS Tokyo/ }))
    await user.type(screen.getByRole('textbox', { name: 'Purchase price' }), '1,500,000')
    await user.type(screen.getByRole('combobox', { name: 'Station' }), 'Yoko')
    await user.click(await screen.findByRole('option', { name: /Yokohama Yard/ }))
    expect(screen.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('1,500,000')
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      chassisNo: 'ZVW301234567',
      model: 'Toyota Prius S',
      vendorId: 3,
      stationId: 4,
      purchasePrice: '1500000',
      purchaseCurrency: 'JPY',
      purchaseDate: todayIn('Asia/Tokyo'),
    })
  })
})

import { screen, within } from '@testing-library/react'
import { Route, Routes, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../../shared/dates'
import type { VehicleRow } from '../../../shared/vehicles'
import { clearSession, storeRole } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { AllVehiclesPage } from './vehicle-list-page'
import { vehiclesRoutes } from './vehicles.routes'

const prius: VehicleRow = {
  id: 42,
  stockNo: 'KR-000042',
  chassisNo: 'ZVW52-438461',
  model: 'Toyota Prius A Touring',
  year: 2019,
  colour: 'White',
  categoryId: null,
  categoryName: null,
  vendorId: 1,
  vendorName: 'USS Tokyo',
  stationId: 1,
  stationName: 'Osaka Yard',
  countryId: 1,
  countryName: 'Japan',
  purchaseDate: '2026-11-01',
  purchasePrice: '1500000',
  purchaseCurrency: 'JPY',
  cost: '1500000',
  costCurrency: 'JPY',
  expenses: [],
  location: null,
  status: 'in_stock',
  moneyVisible: true,
  thumbUrl: null,
}

const DetailsProbe = () => <p>Details page of {useParams().id}</p>

beforeEach(() =>
  server.use(
    http.get('*/api/car/GetAll', () => HttpResponse.json([prius], { headers: { 'X-Total-Count': '1' } })),
    http.get('*/api/car/counts', () => HttpResponse.json({ in_stock: 1, sold: 0 })),
    http.get('*/api/users/countries', () => HttpResponse.json([])),
    http.get('*/api/Category', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    http.get('*/api/Station', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    http.get('*/api/vendor', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  ),
)

describe('vehicle list', () => {
  it('names the vehicle, its chassis, station, price and status in columns that fit, with its actions', async () => {
    renderWithProviders(<AllVehiclesPage />)
    const row = (await screen.findByText('Toyota Prius A Touring')).closest('[role="row"]') as HTMLElement
    expect(row).toHaveTextContent('KR-000042')
    expect(row).toHaveTextContent('ZVW52-438461')
    expect(row).toHaveTextContent('Osaka Yard')
    expect(row).toHaveTextContent('JPY 1,500,000')
    expect(within(row).getByRole('link', { name: 'Details of KR-000042' })).toHaveAttribute(
      'href',
      '/vehicles/details/42',
    )
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['', 'Vehicle', 'Chassis no.', 'Station', 'Purchase', 'Status', ''])
  })

  it('opens the details when the row is clicked', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<AllVehiclesPage />} />
        <Route path="/vehicles/details/:id" element={<DetailsProbe />} />
      </Routes>,
    )
    await user.click(await screen.findByText('ZVW52-438461'))
    expect(await screen.findByText('Details page of 42')).toBeInTheDocument()
  })
})

describe('can still enter', () => {
  it('a vehicle near its last safe arrival in the chosen country says how many days are left', async () => {
    const kenya = { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: 'ke.svg' }
    const soon = addDays(todayIn('Asia/Tokyo'), 12)
    server.use(
      http.get('*/api/users/countries', () => HttpResponse.json([kenya])),
      http.get('*/api/car/GetAll', ({ request }) => {
        const canEnter = new URL(request.url).searchParams.get('canEnter')
        const row = canEnter === '4' ? { ...prius, lastSafeArrival: soon } : prius
        return HttpResponse.json([row], { headers: { 'X-Total-Count': '1' } })
      }),
    )
    const { user } = renderWithProviders(<AllVehiclesPage />)
    await screen.findByText('Toyota Prius A Touring')
    expect(screen.queryByText(/days left/)).not.toBeInTheDocument()
    await user.click(screen.getByLabelText('Can still enter'))
    await user.click(await screen.findByRole('option', { name: /Kenya/ }))
    expect(await screen.findByText('12 days left to enter Kenya')).toBeInTheDocument()
  })
})

describe('the vehicle list route', () => {
  afterEach(() => clearSession())

  it('shows its rows in its first render: its loader asked for them, as the stored role sees them', async () => {
    await storeRole('MainAdmin')
    const asked: string[] = []
    server.use(
      http.get('*/api/car/GetAll', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json([prius], { headers: { 'X-Total-Count': '1' } })
      }),
    )
    renderWithProviders((client) => vehiclesRoutes(client), { route: '/vehicles/listing' })
    expect(await screen.findByRole('heading', { name: 'All vehicles' })).toBeInTheDocument()
    // Not found by waiting: the page's first render already holds the row.
    expect(screen.getByText('Toyota Prius A Touring')).toBeInTheDocument()
    expect(asked[0]).toBe('?page=1&pageSize=25')
  })
})

import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { VehicleFilters } from './vehicle-filters'

beforeEach(() =>
  server.use(
    http.get('*/api/users/countries', () => HttpResponse.json([])),
    http.get('*/api/Category', () =>
      HttpResponse.json([{ id: 3, name: 'Van' }], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.get('*/api/Station', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    http.get('*/api/vendor', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  ),
)

describe('vehicle filters', () => {
  it('show every field', async () => {
    renderWithProviders(<VehicleFilters query={{ page: 1, pageSize: 25 }} onChange={() => {}} withStatus />)
    for (const label of [
      'Category',
      'Station',
      'Country',
      'Vendor',
      'Status',
      'Can still enter',
      'Bought from',
      'to',
    ])
      expect(await screen.findByLabelText(label)).toBeInTheDocument()
  })

  it('change the query', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <VehicleFilters query={{ page: 1, pageSize: 25 }} onChange={onChange} withStatus={false} />,
    )
    await user.click(await screen.findByLabelText('Category'))
    await user.click(await screen.findByRole('option', { name: 'Van' }))
    expect(onChange).toHaveBeenCalledWith({ categoryId: 3 })
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument()
  })

  it('ask for the vehicles that can still enter a country', async () => {
    server.use(
      http.get('*/api/users/countries', () =>
        HttpResponse.json([
          { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: 'ke.svg' },
        ]),
      ),
    )
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <VehicleFilters query={{ page: 1, pageSize: 25 }} onChange={onChange} withStatus={false} />,
    )
    await user.click(await screen.findByLabelText('Can still enter'))
    await user.click(await screen.findByRole('option', { name: /Kenya/ }))
    expect(onChange).toHaveBeenCalledWith({ canEnter: 4 })
  })

  it('offer no vendor filter to a role without vendor access, and never ask for the vendors', async () => {
    const vendorCalls = vi.fn()
    server.use(
      http.get('*/api/vendor', () => {
        vendorCalls()
        return HttpResponse.json({ status: 403 }, { status: 403 })
      }),
    )
    renderWithProviders(<VehicleFilters query={{ page: 1, pageSize: 25 }} onChange={() => {}} withStatus />, {
      profile: fakeProfile({ userRole: 'AgentSales' }),
    })
    expect(await screen.findByLabelText('Station')).toBeInTheDocument()
    expect(screen.queryByLabelText('Vendor')).not.toBeInTheDocument()
    expect(vendorCalls).not.toHaveBeenCalled()
  })
})

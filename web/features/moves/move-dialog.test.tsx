import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Station } from '../../../shared/stations'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { MoveDialog } from './move-dialog'

const agentStock = fakeProfile({ userRole: 'AgentStock' })

const mombasa: Station = {
  id: 7,
  version: 1,
  name: 'Mombasa Yard',
  city: 'Mombasa',
  countryId: 4,
  countryName: 'Kenya',
  currency: 'KES',
  phone: null,
  whatsapp: null,
  email: null,
  address: null,
  pictureUrl: null,
  vehicleCount: 3,
  stockValue: [],
}

const calls: { url: string; method: string; body?: string }[] = []
const serve = () =>
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = request.url
      calls.push({
        url,
        method: request.method,
        body: request.method === 'GET' ? undefined : await request.text(),
      })
      if (url.includes('/api/Station')) return HttpResponse.json([mombasa])
      if (url.includes('car/move'))
        return HttpResponse.json({
          id: 1,
          cost: '10400.00',
          costCurrency: 'KES',
          message: 'vehicles Move Successfully',
        })
      return HttpResponse.json([])
    }),
  )

/** Stands in for the vehicle list: a query under ['vehicles'] that counts its fetches. */
const VehicleList = () => {
  useQuery({
    queryKey: ['vehicles', 'list'],
    queryFn: () => fetch(`${window.location.origin}/api/car/GetAll`).then((r) => r.json()),
  })
  return null
}

afterEach(() => {
  calls.length = 0
})

describe('MoveDialog', () => {
  it('shows the converted cost, moves, reloads the vehicle list, then runs the completion callback', async () => {
    serve()
    const listFetches = () => calls.filter((c) => c.url.includes('car/GetAll')).length
    let fetchesAtDone = -1
    const onDone = vi.fn(() => {
      fetchesAtDone = listFetches()
    })
    const { user } = renderWithProviders(
      <>
        <VehicleList />
        <MoveDialog
          vehicleId={5}
          vehicle={{
            purchaseCurrency: 'JPY',
            costCurrency: 'JPY',
            stationId: 2,
            status: 'in_stock',
            cost: '1500000.00',
          }}
          onDone={onDone}
        />
      </>,
      { profile: agentStock },
    )
    await waitFor(() => expect(listFetches()).toBe(1))
    await user.click(screen.getByRole('button', { name: 'Move' }))
    const dialog = screen.getByRole('dialog', { name: 'Move vehicle' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Destination station' }))
    await user.click(await screen.findByRole('option', { name: /Mombasa Yard/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Exchange rate' }), '0.0067')
    expect(within(dialog).getByText('1 JPY = 0.0067 KES')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Move expenses' }), '350')
    expect(within(dialog).getByRole('alert', { name: 'Resulting cost' })).toHaveTextContent('KES 10,400.00')
    await user.click(within(dialog).getByRole('button', { name: 'Move' }))

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(fetchesAtDone).toBe(2)
    const sent = JSON.parse(calls.find((c) => c.url.includes('car/move'))!.body!)
    expect(sent).toMatchObject({ carId: 5, toStationId: 7, rate: '0.0067', moveExpenses: '350' })
    expect(await screen.findByText('vehicles Move Successfully')).toBeInTheDocument()
  })

  it('is disabled for a sold vehicle', () => {
    serve()
    renderWithProviders(
      <MoveDialog
        vehicleId={5}
        vehicle={{ purchaseCurrency: 'JPY', costCurrency: 'JPY', stationId: 2, status: 'sold' }}
      />,
      { profile: agentStock },
    )
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled()
  })
})

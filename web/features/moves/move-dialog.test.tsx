import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Station } from '../../../shared/stations'
import { NotifyProvider } from '../../lib/notify'
import { MoveDialog } from './move-dialog'

vi.mock('../../app/session', () => ({ useSession: () => ({ profile: { userRole: 'AgentStock' } }) }))

const mombasa: Station = {
  id: 7,
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const calls: { url: string; method: string; body?: string }[] = []
const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), method: init.method ?? 'GET', body: init.body as string })
      if (String(url).includes('/api/Station')) return json([mombasa])
      if (String(url).includes('car/move'))
        return json({ id: 1, cost: '10400.00', costCurrency: 'KES', message: 'vehicles Move Successfully' })
      return json([])
    }),
  )

/** Stands in for the vehicle list: a query under ['vehicles'] that counts its fetches. */
const VehicleList = () => {
  useQuery({ queryKey: ['vehicles', 'list'], queryFn: () => fetch('/api/car/GetAll').then((r) => r.json()) })
  return null
}

afterEach(() => {
  vi.unstubAllGlobals()
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
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotifyProvider>
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
        </NotifyProvider>
      </QueryClientProvider>,
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
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotifyProvider>
          <MoveDialog
            vehicleId={5}
            vehicle={{ purchaseCurrency: 'JPY', costCurrency: 'JPY', stationId: 2, status: 'sold' }}
          />
        </NotifyProvider>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled()
  })
})

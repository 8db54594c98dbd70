import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import CustomerDetailsPage from '../features/customers/customer-details-page'
import { storeToken } from '../lib/session-storage'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { queryClient } from './query-client'

/** A page rendered with the app's own query settings (the test helper's client never retries). */
const openCustomer = (id: number) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClient.getDefaultOptions() })}>
      <Routes>
        <Route path="/customer/details/:id" element={<CustomerDetailsPage />} />
      </Routes>
    </QueryClientProvider>,
    { route: `/customer/details/${id}` },
  )

describe('the app query client', () => {
  it("asks once for another office's customer and shows whose it is", async () => {
    await storeToken('a-token')
    const message = "This customer belongs to another country's office"
    let asked = 0
    server.use(
      http.get('*/api/customer', () => {
        asked += 1
        return HttpResponse.json({ status: 404, title: 'Not Found', message }, { status: 404 })
      }),
    )
    openCustomer(41)
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(asked).toBe(1)
  })

  it('tries a read again once after a server failure (5xx)', async () => {
    await storeToken('a-token')
    const answers = [
      { status: 503, title: 'Service Unavailable', message: 'The server is restarting' },
      { status: 404, title: 'Not Found', message: 'Customer not found' },
    ]
    let asked = 0
    server.use(
      http.get('*/api/customer', () => {
        const answer = answers[Math.min(asked, 1)]!
        asked += 1
        return HttpResponse.json(answer, { status: answer.status })
      }),
    )
    openCustomer(42)
    expect(await screen.findByText('Customer not found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(asked).toBe(2)
  })
})

describe('pickers after a write', () => {
  it("marks every picker's search stale once a write succeeds, and nothing else", async () => {
    queryClient.setQueryData(['list-picker', 'car/getinstockcars', {}, ''], [])
    queryClient.setQueryData(['customers', 'page'], [])
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined)
    expect(queryClient.getQueryState(['list-picker', 'car/getinstockcars', {}, ''])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['customers', 'page'])?.isInvalidated).toBe(false)
    queryClient.clear()
  })
})

import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ui } from '../../shared/messages'
import { api } from '../lib/api'
import { HttpResponse, http, server } from '../test/msw'
import { fakeProfile, renderWithProviders } from '../test/render'
import { lazyPage, PageSlot, preloadElement } from './lazy-page'

describe('lazy pages', () => {
  it("shows 'Loading chunk {n} failed' with a retry button when a page's chunk cannot load", async () => {
    const Broken = lazyPage('vehicles-listing', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    render(
      <PageSlot>
        <Broken />
      </PageSlot>,
    )
    expect(await screen.findByText('Loading chunk vehicles-listing failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('shows the progress bar while a page loads, then the page', async () => {
    let resolve: (m: { default: () => ReactElement }) => void = () => {}
    const Slow = lazyPage('slow', () => new Promise((r) => (resolve = r)))
    render(
      <PageSlot>
        <Slow />
      </PageSlot>,
    )
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
    resolve({ default: () => <p>Loaded page</p> })
    expect(await screen.findByText('Loaded page')).toBeInTheDocument()
  })

  it("starts the page's queries while its chunk downloads, and the page reads them without asking again", async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/car/GetAll', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json([{ model: 'Prius' }])
      }),
    )
    const vehicles = queryOptions({
      queryKey: ['vehicles', 'test-list'],
      queryFn: () => api.get<{ model: string }[]>('car/GetAll', { page: 1 }),
      // As the app's query client sets by default: an answer that has just arrived is not asked again.
      staleTime: 30_000,
    })
    let resolve: (m: { default: () => ReactElement }) => void = () => {}
    const Listing = lazyPage(
      'listing',
      () => new Promise((r) => (resolve = r)),
      () => [vehicles],
    )
    const { queryClient } = renderWithProviders(
      <PageSlot>
        <Listing />
      </PageSlot>,
    )
    await expect.poll(() => queryClient.getQueryData(vehicles.queryKey)).toEqual([{ model: 'Prius' }])
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
    const Page = () => <p>{useQuery(vehicles).data?.[0]?.model}</p>
    resolve({ default: Page })
    expect(await screen.findByText('Prius')).toBeInTheDocument()
    expect(asked).toEqual(['?page=1'])
  })

  it("starts a page's chunk before it renders, and its queries once the session is restored", async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/car/GetAll', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json([{ model: 'Aqua' }])
      }),
    )
    const vehicles = queryOptions({
      queryKey: ['vehicles', 'preloaded'],
      queryFn: () => api.get<{ model: string }[]>('car/GetAll', { page: 2 }),
    })
    let loads = 0
    const Listing = lazyPage(
      'listing',
      async () => {
        loads++
        return { default: () => <p>Listing</p> }
      },
      (profile) => (profile.userRole === 'MainAdmin' ? [vehicles] : []),
    )
    const client = new QueryClient()
    preloadElement(<Listing />)
    expect(loads).toBe(1)
    expect(asked).toEqual([])
    preloadElement(<Listing />, { client, profile: fakeProfile() })
    await expect.poll(() => client.getQueryData(vehicles.queryKey)).toEqual([{ model: 'Aqua' }])
    expect(loads).toBe(1)
    expect(asked).toEqual(['?page=2'])
    preloadElement(<p>not a page</p>, { client, profile: fakeProfile() })
    expect(asked).toEqual(['?page=2'])
  })

  it('renders a page once the answer to its first query is in, not a loading page first', async () => {
    let answer: (() => void) | undefined
    server.use(
      http.get('*/api/car/GetAll', async () => {
        await new Promise<void>((r) => (answer = r))
        return HttpResponse.json([{ model: 'Corolla' }])
      }),
    )
    const vehicles = queryOptions({
      queryKey: ['vehicles', 'waited-for'],
      queryFn: () => api.get<{ model: string }[]>('car/GetAll', { page: 3 }),
      staleTime: 30_000,
    })
    const renders: (string | undefined)[] = []
    const Page = () => {
      const model = useQuery(vehicles).data?.[0]?.model
      renders.push(model)
      return <p>{model ?? 'Loading rows'}</p>
    }
    const Listing = lazyPage(
      'listing',
      async () => ({ default: Page }),
      () => [vehicles],
    )
    renderWithProviders(
      <PageSlot>
        <Listing />
      </PageSlot>,
    )
    await expect.poll(() => answer).toBeDefined()
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
    expect(screen.queryByText('Loading rows')).not.toBeInTheDocument()
    answer?.()
    expect(await screen.findByText('Corolla')).toBeInTheDocument()
    expect(renders).not.toContain(undefined)
  })

  it('shows the page without its first answer once it has waited long enough', async () => {
    server.use(http.get('*/api/car/GetAll', () => new Promise<never>(() => {})))
    const vehicles = queryOptions({
      queryKey: ['vehicles', 'never-answered'],
      queryFn: () => api.get<{ model: string }[]>('car/GetAll', { page: 4 }),
    })
    const Page = () => <p>{useQuery(vehicles).data?.[0]?.model ?? 'Loading rows'}</p>
    const Listing = lazyPage(
      'listing',
      async () => ({ default: Page }),
      () => [vehicles],
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderWithProviders(
        <PageSlot>
          <Listing />
        </PageSlot>,
      )
      expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(ui.pageDataWaitMs - 50)
      expect(screen.queryByText('Loading rows')).not.toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(100)
      expect(await screen.findByText('Loading rows')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

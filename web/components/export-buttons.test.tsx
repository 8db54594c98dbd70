import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { ExportButtons } from './export-buttons'

const query = { page: 3, pageSize: 25, q: 'Toyota', sort: '-purchaseDate', countryId: 4 }

describe('ExportButtons', () => {
  const saved: string[] = []
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('downloads every row matching the filters and sort, not just the page on screen', async () => {
    let asked: URLSearchParams | undefined
    server.use(
      http.get(apiUrl('car/GetAll'), ({ request }) => {
        asked = new URL(request.url).searchParams
        return new HttpResponse('Stock no.\n', { headers: { 'Content-Type': 'text/csv' } })
      }),
    )
    renderWithProviders(<ExportButtons path="car/GetAll" query={query} filename="vehicles" />)
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(saved).toEqual(['vehicles.csv']))
    expect(Object.fromEntries(asked!)).toEqual({
      q: 'Toyota',
      sort: '-purchaseDate',
      countryId: '4',
      format: 'csv',
    })
  })

  it('shows the rows received so far while a long file streams in', async () => {
    const encoder = new TextEncoder()
    let send!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        send = controller
      },
    })
    server.use(
      http.get(
        apiUrl('car/GetAll'),
        () => new HttpResponse(body, { headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '12346' } }),
      ),
    )
    renderWithProviders(<ExportButtons path="car/GetAll" query={{}} filename="vehicles" />)
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing…')
    send.enqueue(encoder.encode(`Stock no.,Model\n${'KR-1,"Corolla\nFielder"\n'.repeat(5)}KR-2,Hi`))
    // A line break inside a quoted field does not end a row.
    expect(await screen.findByText('Preparing… 5 rows')).toBeInTheDocument()
    send.enqueue(encoder.encode(`ace\n${'KR-3,Note\n'.repeat(12_339)}`))
    expect(await screen.findByText('Preparing… 12,345 rows')).toBeInTheDocument()
    expect(saved).toEqual([])
    send.close()
    await waitFor(() => expect(saved).toEqual(['vehicles.csv']))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it("shows the server's refusal in the 'Error!' popup", async () => {
    server.use(
      http.get(apiUrl('vendor'), () =>
        HttpResponse.json(
          { status: 403, title: 'Forbidden', message: 'Your role may not do this' },
          { status: 403 },
        ),
      ),
    )
    renderWithProviders(<ExportButtons path="vendor" query={{}} filename="vendors" />)
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('Error!')).toBeInTheDocument()
    expect(screen.getByText('Your role may not do this')).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})

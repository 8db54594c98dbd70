import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuctionPurchase } from '../../../shared/auction-purchases'
import type { Role } from '../../../shared/roles'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { AuctionPurchaseSection } from './auction-purchase-section'

const fresh: AuctionPurchase = {
  vehicleId: 5,
  atAuction: true,
  vendorName: 'USS Tokyo',
  purchaseDate: '2026-10-01',
  hammerPrice: '1500000.00',
  currency: 'JPY',
  paymentDueOn: null,
  proposedDueOn: '2026-10-04',
  record: null,
  lines: [],
  invoiceTotal: '1500000.00',
}
const line = (lineKind: AuctionPurchase['lines'][number]['lineKind'], amount: string) => ({
  lineKind,
  amount,
  date: '2026-10-01',
  currency: 'JPY',
})
const recorded: AuctionPurchase = {
  ...fresh,
  paymentDueOn: '2026-10-05',
  record: {
    version: 2,
    venue: 'USS Tokyo',
    saleDate: '2026-10-01',
    lotNo: '30512',
    overallGrade: '4.5',
    interiorGrade: 'B',
    exteriorGrade: null,
    sheetMileageKm: 84000,
    sheetUrl: '/api/files/sheet?exp=1&sig=x',
    sheetType: 'image/jpeg',
  },
  lines: [
    line('consumption_tax', '150000.00'),
    line('recycle_deposit', '12000.00'),
    line('auction_fee', '20000.00'),
    line('fee_tax', '2000.00'),
    line('recycle_refund', '-12000.00'),
  ],
  invoiceTotal: '1684000.00',
}

const sent: { method: string; body?: FormData }[] = []
const serve = (view: AuctionPurchase) =>
  server.use(
    http.all('*/api/*', async ({ request }) => {
      if (request.url.includes('auction-purchases')) {
        const body = request.method === 'PUT' ? await request.formData() : undefined
        sent.push({ method: request.method, body })
        return HttpResponse.json(view)
      }
      return HttpResponse.json([])
    }),
  )
const renderAs = (role: Role) =>
  renderWithProviders(<AuctionPurchaseSection vehicleId={5} />, {
    profile: fakeProfile({ userRole: role }),
  })

afterEach(() => {
  sent.length = 0
})

describe('AuctionPurchaseSection', () => {
  it('shows the sheet and the invoice, the hammer price being the purchase price, and the refund', async () => {
    serve(recorded)
    renderAs('Accounts')
    const section = await screen.findByRole('region', { name: 'Auction purchase' })
    await within(section).findByText('30512')
    expect(within(section).getByText('Overall 4.5 · interior B')).toBeInTheDocument()
    expect(within(section).getByText('84,000 km')).toBeInTheDocument()
    expect(within(section).getByText('JPY 1,500,000')).toBeInTheDocument()
    expect(within(section).getByText('JPY 1,684,000')).toBeInTheDocument()
    expect(within(section).getByText('JPY -12,000')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Open the sheet' })).toHaveAttribute(
      'href',
      recorded.record!.sheetUrl,
    )
    // Accounts reads it; only the stock side keeps it.
    expect(within(section).queryByRole('button', { name: /auction purchase/ })).toBeNull()
  })

  it('proposes the consumption tax, the fee’s tax and the due date, and saves them as a form', async () => {
    serve(fresh)
    renderAs('AgentStock')
    await userEvent.click(await screen.findByRole('button', { name: 'Record auction purchase' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record auction purchase' })
    expect(within(dialog).getByLabelText('Venue *')).toHaveValue('USS Tokyo')
    expect(within(dialog).getByLabelText('Consumption tax')).toHaveValue('150,000')
    expect(within(dialog).getByLabelText('Payment due *')).toHaveValue('2026-10-04')
    await userEvent.type(within(dialog).getByLabelText('Lot number *'), '30512')
    await userEvent.type(within(dialog).getByLabelText('Auction fee'), '20000')
    await waitFor(() => expect(within(dialog).getByLabelText('Tax on the auction fee')).toHaveValue('2,000'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save auction purchase' }))
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true))
    const body = sent.find((s) => s.method === 'PUT')!.body!
    expect(Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]))).toMatchObject({
      venue: 'USS Tokyo',
      saleDate: '2026-10-01',
      lotNo: '30512',
      paymentDueOn: '2026-10-04',
      consumptionTax: '150000',
      auctionFee: '20000',
      feeTax: '2000',
    })
  })

  it('is left out for a car not bought at an auction, and for a role that does not read purchases', async () => {
    serve({ ...fresh, atAuction: false })
    const { container } = renderAs('MainAdmin')
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(container).toBeEmptyDOMElement()
    sent.length = 0
    renderAs('AgentSales')
    expect(screen.queryByRole('region', { name: 'Auction purchase' })).toBeNull()
    expect(sent).toHaveLength(0)
  })
})

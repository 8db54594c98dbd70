import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  ExportRegisterRow,
  ExportRegisterTotals,
  RefundRow,
  RefundTotals,
} from '../../../shared/reports-export-chain'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import ExportRegisterPage from './export-register-page'
import RefundsPage from './refunds-page'

const yen = (amount: string) => [{ currency: 'JPY', amount }]

const overdue: RefundRow = {
  id: 1,
  stockNo: 'KR-000001',
  model: 'Toyota Land Cruiser',
  chassisNo: 'GRJ150-100001',
  departedOn: '2024-03-01',
  recycleOutstanding: yen('15000.00'),
  taxOutstanding: yen('122000.00'),
  atStake: yen('137000.00'),
  recycleDueOn: '2026-03-01',
  daysLeft: -30,
  recycleClaimedOn: null,
  taxClaimPeriodEnd: null,
}
const taxOnly: RefundRow = {
  ...overdue,
  id: 2,
  stockNo: 'KR-000002',
  model: 'Mazda Demio',
  recycleOutstanding: [],
  taxOutstanding: yen('51000.00'),
  atStake: yen('51000.00'),
  recycleDueOn: null,
  daysLeft: null,
  recycleClaimedOn: '2025-07-01',
}
const refundTotals: RefundTotals = {
  count: 2,
  perCurrency: [{ currency: 'JPY', recycle: '15000.00', tax: '173000.00', atStake: '188000.00' }],
}

const withPermit: ExportRegisterRow = {
  id: 3,
  stockNo: 'KR-000003',
  model: 'Honda Fit',
  chassisNo: 'GK3-100003',
  purchaseDate: '2025-05-01',
  purchasePrice: '1000000.00',
  purchaseCurrency: 'JPY',
  taxPaid: yen('80000.00'),
  exportPermitNo: 'EP-B',
  exportPermitOn: '2025-06-05',
  departedOn: '2025-06-10',
  blNumber: 'BL-BC',
  taxClaimPeriodEnd: '2025-06-30',
}
const noPermit: ExportRegisterRow = {
  ...withPermit,
  id: 4,
  stockNo: 'KR-000004',
  model: 'Suzuki Swift',
  exportPermitNo: null,
  exportPermitOn: null,
  taxClaimPeriodEnd: null,
}
const registerTotals: ExportRegisterTotals = { count: 2, missingPermits: 1, taxPaid: yen('160000.00') }

/** Answers both reports and records the query string of each call. */
const serve = () => {
  const calls: URL[] = []
  const answer =
    (body: unknown, total?: number) =>
    ({ request }: { request: Request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json(body as never, total ? { headers: { 'X-Total-Count': String(total) } } : {})
    }
  server.use(
    http.get('*/api/Reports/refunds/totals', answer(refundTotals)),
    http.get('*/api/Reports/refunds', answer([overdue, taxOnly], 2)),
    http.get('*/api/Reports/export-register/totals', answer(registerTotals)),
    http.get('*/api/Reports/export-register', answer([withPermit, noPermit], 2)),
  )
  return calls
}
const last = (calls: URL[], path: string) => calls.filter((c) => c.pathname.endsWith(path)).at(-1)

describe('refunds page', () => {
  it('shows each car’s outstanding amounts, the days left or overdue, the claim, and the totals', async () => {
    serve()
    renderWithProviders(<RefundsPage />, { route: '/reports/refunds' })
    const row = (await screen.findByText('Toyota Land Cruiser')).closest('[role="row"]') as HTMLElement
    for (const text of ['KR-000001', 'JPY 15,000', 'JPY 122,000', 'JPY 137,000', '30 days overdue'])
      expect(row).toHaveTextContent(text)
    expect(row).toHaveTextContent('Recycle not claimed')
    const closed = screen.getByText('Mazda Demio').closest('[role="row"]') as HTMLElement
    expect(closed).toHaveTextContent('Recycle 2025-07-01')
    expect(closed).not.toHaveTextContent('overdue')

    const totals = await screen.findByRole('region', { name: 'Totals' })
    expect(totals).toHaveTextContent('Totals of 2 vehicles')
    expect(within(totals).getByRole('region', { name: 'In JPY' })).toHaveTextContent('At stakeJPY 188,000')
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument()
  })
})

describe('export register page', () => {
  it('flags a missing permit, warns in the totals, and sends the period to the rows and the totals', async () => {
    const calls = serve()
    const { user } = renderWithProviders(<ExportRegisterPage />, { route: '/reports/export-register' })
    const missing = (await screen.findByText('Suzuki Swift')).closest('[role="row"]') as HTMLElement
    expect(missing).toHaveTextContent('MISSING')
    const fine = screen.getByText('Honda Fit').closest('[role="row"]') as HTMLElement
    for (const text of ['EP-B', 'JPY 80,000', 'B/L BL-BC', '2025-06-30']) expect(fine).toHaveTextContent(text)

    const totals = await screen.findByRole('region', { name: 'Totals' })
    expect(totals).toHaveTextContent('In JPYJPY 160,000')
    expect(totals).toHaveTextContent('1 car has no export permit recorded')

    await user.type(screen.getByLabelText('Departed from'), '2025-06-01')
    await user.type(screen.getByLabelText('Departed to'), '2025-06-30')
    await waitFor(() => {
      for (const path of ['/Reports/export-register', '/Reports/export-register/totals']) {
        expect(last(calls, path)?.searchParams.get('from')).toBe('2025-06-01')
        expect(last(calls, path)?.searchParams.get('to')).toBe('2025-06-30')
      }
      expect(last(calls, '/Reports/export-register')?.searchParams.get('page')).toBe('1')
    })
  })
})

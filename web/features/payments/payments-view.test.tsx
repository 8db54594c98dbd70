import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { VehiclePayments } from '../../../shared/payments'
import { renderWithProviders } from '../../test/render'
import { PaymentDialog } from './payment-dialog'
import { PaymentsView } from './vehicle-payments'

const payment = {
  carId: 7,
  saleId: 3,
  customerId: 2,
  vendorId: null,
  method: 'cash',
  chequeNo: null,
  place: null,
  isAdvance: false,
  createdByName: 'Accounts Tester',
}
const money: VehiclePayments = {
  carId: 7,
  sale: {
    id: 3,
    customerId: 2,
    date: '2026-11-01',
    price: '12000.00',
    currency: 'USD',
    downPayment: '3000.00',
  },
  schedule: [
    { seq: 0, dueDate: '2026-11-01', amount: '3000.00', paid: '3000.00', status: 'paid' },
    { seq: 1, dueDate: '2026-12-01', amount: '3000.00', paid: '1000.00', status: 'overdue' },
    { seq: 2, dueDate: '2027-01-01', amount: '6000.00', paid: '0.00', status: 'due' },
  ],
  payments: [
    {
      ...payment,
      id: 11,
      receiptNo: 'RC-2026-000011',
      direction: 'in',
      date: '2026-11-01',
      amount: '3000.00',
      currency: 'USD',
      details: 'Down payment',
    },
    {
      ...payment,
      id: 12,
      receiptNo: 'RC-2026-000012',
      direction: 'out',
      date: '2026-11-02',
      amount: '1500000.00',
      currency: 'JPY',
      details: null,
      method: 'cheque',
      chequeNo: 'CHQ-1',
    },
    {
      ...payment,
      id: 13,
      receiptNo: 'RC-2026-000013',
      direction: 'in',
      date: '2026-12-01',
      amount: '1000.00',
      currency: 'USD',
      details: null,
      method: 'bank',
    },
  ],
  pending: {
    in: { currency: 'USD', total: '12000.00', paid: '4000.00', pending: '8000.00' },
    out: { currency: 'JPY', total: '1500000.00', paid: '1500000.00', pending: '0.00' },
  },
}

describe('PaymentsView', () => {
  it('shows pending per side in its own currency, the schedule with statuses, and every payment', async () => {
    const onReceipt = vi.fn()
    render(<PaymentsView money={money} onReceipt={onReceipt} />)
    expect(screen.getByText('Owed to the vendor: JPY 0')).toBeInTheDocument()
    expect(screen.getByText('Owed by the customer: USD 8,000.00')).toBeInTheDocument()
    const schedule = within(screen.getByRole('table', { name: 'Instalment schedule' })).getAllByRole('row')
    expect(schedule.slice(1).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'paid',
      'overdue',
      'due',
    ])
    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(within(rows[2]!).getByText('JPY 1,500,000')).toBeInTheDocument()
    expect(
      rows.slice(1).map((r) => within(r).getAllByRole('cell')[4]?.textContent),
      'the method as people read it, never the stored value',
    ).toEqual(['Cash', 'Cheque no. CHQ-1', 'Bank transfer'])
    await userEvent.click(screen.getByRole('button', { name: 'RC-2026-000011' }))
    expect(onReceipt).toHaveBeenCalledWith(11)
  })

  it('shows what a customer paid above the price as credit held, not a negative amount owed', () => {
    const credit = { currency: 'PKR', total: '500000.00', paid: '550000.00', pending: '-50000.00' }
    render(
      <PaymentsView money={{ ...money, pending: { ...money.pending, in: credit } }} onReceipt={() => {}} />,
    )
    expect(screen.getByText('Credit held PKR 50,000.00')).toBeInTheDocument()
    expect(screen.queryByText(/Owed by the customer/)).not.toBeInTheDocument()
  })

  it('before a sale shows only the vendor side', () => {
    render(
      <PaymentsView
        money={{ ...money, sale: null, schedule: [], payments: [], pending: { ...money.pending, in: null } }}
        onReceipt={() => {}}
      />,
    )
    expect(screen.queryByText(/Owed by the customer/)).not.toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Instalment schedule' })).not.toBeInTheDocument()
    expect(screen.getByText('No payments yet')).toBeInTheDocument()
  })

  it('scrolls its tables inside their own box, so a phone screen never scrolls sideways', () => {
    render(<PaymentsView money={money} onReceipt={() => {}} />)
    for (const name of ['Instalment schedule', 'Payments'])
      expect(getComputedStyle(screen.getByRole('table', { name }).parentElement!).overflowX).toBe('auto')
  })
})

describe('PaymentDialog', () => {
  it('offers the methods by their labels and asks for the cheque number only for a cheque', async () => {
    const { user } = renderWithProviders(
      <PaymentDialog carId={7} sides={[{ direction: 'in', currency: 'USD' }]} onClose={() => {}} />,
    )
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent('Cash')
    await user.click(screen.getByRole('combobox', { name: 'Method' }))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Cash', 'Bank transfer', 'Cheque'])
    expect(screen.queryByRole('textbox', { name: 'Cheque number' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Cheque' }))
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent('Cheque')
    expect(screen.getByRole('textbox', { name: 'Cheque number' })).toBeInTheDocument()
  })
})

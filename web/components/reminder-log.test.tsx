import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Reminder } from '../../shared/reminders'
import { renderWithProviders } from '../test/render'
import { ReminderLog } from './reminder-log'

const reminder = (over: Partial<Reminder>): Reminder => ({
  id: 1,
  email: 'amina@example.test',
  name: 'Amina Otieno',
  pendingAmount: '9000.00',
  totalAmount: '12000.00',
  currency: 'USD',
  customerId: 1,
  vendorId: null,
  status: 'sent',
  error: null,
  attempts: 1,
  sentBy: 'Aiko Tester',
  createdAt: '2025-03-28T23:30:00.000Z',
  sentAt: '2025-03-28T23:30:05.000Z',
  ...over,
})

describe('ReminderLog', () => {
  it("shows when (in the business's time zone), who, the amounts and how each delivery went", () => {
    renderWithProviders(
      <ReminderLog
        reminders={[
          reminder({ id: 2, status: 'failed', error: '550 Mailbox unavailable' }),
          reminder({ id: 3, status: 'queued', error: 'Connection refused', pendingAmount: '6000.00' }),
          reminder({}),
        ]}
      />,
    )
    const rows = within(screen.getByRole('table', { name: 'Reminders sent' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('2025-03-29 08:30')
    expect(rows[0]).toHaveTextContent('by Aiko Tester')
    expect(rows[0]).toHaveTextContent('USD 9,000.00')
    expect(rows[0]).toHaveTextContent('of USD 12,000.00')
    expect(rows[0]).toHaveTextContent('Failed550 Mailbox unavailable')
    expect(rows[1]).toHaveTextContent('QueuedRetrying: Connection refused')
    expect(rows[2]).toHaveTextContent('Sent')
  })

  it('says so when no reminder was sent yet', () => {
    renderWithProviders(<ReminderLog reminders={[]} />)
    expect(screen.getByText('No reminders sent yet.')).toBeInTheDocument()
  })
})

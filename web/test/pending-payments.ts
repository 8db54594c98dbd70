import type { PendingPayment } from '../../shared/dashboard'

/** A row of the pending list for tests: a Kenyan customer owing USD 9,000, 20 days past due. */
export const pendingPayment = (overrides: Partial<PendingPayment> = {}): PendingPayment => ({
  id: 1,
  type: 'customer',
  name: 'Amina Otieno',
  countryId: 4,
  countryName: 'Kenya',
  email: 'amina@example.test',
  whatsApp: '+254712345678',
  currency: 'USD',
  currencySymbol: '$',
  totalAmount: '12000.00',
  dueDate: '2025-03-10',
  daysPassed: 20,
  pendingSaleAmount: '9000.00',
  pendingPurchaseAmount: '0.00',
  lastRemindedAt: null,
  ...overrides,
})

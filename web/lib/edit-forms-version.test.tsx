import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { Category } from '../../shared/categories'
import type { Expense } from '../../shared/expenses'
import type { Staff } from '../../shared/staff'
import type { Station } from '../../shared/stations'
import type { Vehicle } from '../../shared/vehicles'
import type { Vendor } from '../../shared/vendors'
import { CategoryForm } from '../features/categories/category-form'
import { ExpenseDialog } from '../features/expenses'
import { StaffForm } from '../features/staff/staff-form'
import { StationForm } from '../features/stations/station-form'
import { VehicleForm } from '../features/vehicles/vehicle-form'
import { VendorForm } from '../features/vendors/vendor-form'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'

/** Every edit form sends back the version of the record it loaded (the customer form: use-form-save.test). */

const station: Station = {
  version: 4,
  id: 2,
  name: 'Yokohama yard',
  city: 'Yokohama',
  countryId: 1,
  countryName: 'Japan',
  currency: 'JPY',
  phone: null,
  whatsapp: null,
  email: null,
  address: null,
  pictureUrl: null,
  vehicleCount: 0,
  stockValue: [],
}
const category: Category = {
  version: 4,
  id: 3,
  name: 'SUV',
  description: null,
  status: 'active',
  imageUrl: null,
}
const vendor: Vendor = {
  version: 4,
  id: 4,
  name: 'USS Tokyo',
  type: 'auction',
  registrationNo: null,
  countryId: 1,
  countryName: 'Japan',
  countryFlag: 'jp',
  currency: 'JPY',
  phone: null,
  email: null,
  address: null,
  city: 'Tokyo',
  advance: '0.00',
  notes: null,
  imageUrl: null,
  idCardUrl: null,
  idCardMime: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const staff: Staff = {
  id: 5,
  version: 4,
  name: 'Hana Suzuki',
  nationalId: null,
  phone: null,
  joiningDate: '2024-01-01',
  countryId: 1,
  countryName: 'Japan',
  currency: 'JPY',
  salary: '300000.00',
  salaryType: 'Monthly',
  hoursPerDay: '8.00',
  userId: null,
  active: true,
}
// Only what the form reads.
const vehicle = {
  version: 4,
  id: 6,
  chassisNo: 'NZE141-1234567',
  model: 'Toyota Corolla Axio',
  vendorId: 4,
  vendorName: 'USS Tokyo',
  purchaseDate: '2026-01-10',
  purchasePrice: '800000.00',
  purchaseCurrency: 'JPY',
  stationId: 2,
  stationName: 'Yokohama yard',
  photos: [],
} as unknown as Vehicle
const expense: Expense = {
  id: 11,
  version: 4,
  carId: 6,
  date: '2026-01-12',
  kind: 'transport',
  amount: '25000.00',
  currency: 'JPY',
  details: 'Yard to port',
  receiptUrl: null,
  receiptName: null,
  receiptType: null,
  lineKind: null,
  createdBy: 1,
  createdByName: 'Aiko Tanaka',
  createdAt: '2026-01-12T01:00:00.000Z',
  updatedAt: '2026-01-12T01:00:00.000Z',
}

type Case = [name: string, form: (onSubmit: (v: object) => Promise<void>) => ReactElement, button: string]
const cases: Case[] = [
  ['station', (onSubmit) => <StationForm station={station} onSubmit={onSubmit} />, 'Update station'],
  ['category', (onSubmit) => <CategoryForm category={category} onSubmit={onSubmit} />, 'Update category'],
  ['vendor', (onSubmit) => <VendorForm vendor={vendor} onSubmit={onSubmit} />, 'Update vendor'],
  ['staff', (onSubmit) => <StaffForm staff={staff} onSubmit={onSubmit} />, 'Update staff'],
  [
    'vehicle',
    (onSubmit) => <VehicleForm vehicle={vehicle} canEditPurchase onSubmit={onSubmit} />,
    'Update vehicle',
  ],
]

describe('edit forms send the version they loaded', () => {
  it.each(cases)('the %s form', async (_, form, button) => {
    server.use(http.get('*/api/*', () => HttpResponse.json([])))
    const sent: object[] = []
    const { user } = renderWithProviders(
      form(async (values) => {
        sent.push(values)
      }),
    )
    await user.click(await screen.findByRole('button', { name: button }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ version: 4 })
  })

  it('the expense dialog', async () => {
    const bodies: FormData[] = []
    server.use(
      http.get('*/api/*', () => HttpResponse.json([])),
      http.post('*/api/car/addeditexpense', async ({ request }) => {
        bodies.push(await request.formData())
        return HttpResponse.json({ id: 11 })
      }),
    )
    const { user } = renderWithProviders(
      <ExpenseDialog vehicleId={6} defaultCurrency="JPY" expense={expense} onClose={() => {}} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Update expense' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.get('version')).toBe('4')
    expect(bodies[0]!.get('id')).toBe('11')
  })
})

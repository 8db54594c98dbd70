import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Attendance } from '../../../shared/attendance'
import type { Staff } from '../../../shared/staff'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { AttendanceDayView } from './attendance-day-view'

const hana: Staff = {
  id: 1,
  version: 1,
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
const present: Attendance = {
  id: 9,
  staffId: 1,
  staffName: 'Hana Suzuki',
  date: '2025-03-03',
  status: 'Present',
  overtimeHours: 1,
  overtimeMinutes: 30,
  lateHours: 0,
  lateMinutes: 0,
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status })

/** The API: staff always answers; the attendance list answers from `attendance` (or fails). */
const serve = (attendance: () => Response) =>
  server.use(
    http.get('*/api/Staff/Attendance', () => attendance()),
    http.get('*/api/*', () => json([hana])),
  )

const renderDay = () =>
  renderWithProviders(<AttendanceDayView date="2025-03-03" today="2025-03-03" onDateChange={() => {}} />)
    .queryClient

describe('AttendanceDayView', () => {
  it("shows every active member with the day's status, overtime and late time", async () => {
    serve(() => json([present]))
    renderDay()
    const row = await screen.findByRole('region', { name: 'Hana Suzuki' })
    expect(await screen.findByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Overtime hours for Hana Suzuki')).toHaveValue(1)
    expect(screen.getByLabelText('Overtime minutes for Hana Suzuki')).toHaveValue(30)
    expect(row).toBeInTheDocument()
  })

  it('a saved status shows the success toast, as every other save does', async () => {
    serve(() => json([present]))
    const saved: unknown[] = []
    server.use(
      http.post('*/api/Staff/addeditattendance', async ({ request }) => {
        saved.push(Object.fromEntries((await request.formData()).entries()))
        return json({ ...present, status: 'Absent' })
      }),
    )
    const { user } = renderWithProviders(
      <AttendanceDayView date="2025-03-03" today="2025-03-03" onDateChange={() => {}} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Absent' }))
    expect(await screen.findByText('Attendance Saved Successfully (Hana Suzuki)')).toBeInTheDocument()
    expect(saved).toEqual([expect.objectContaining({ staffId: '1', status: 'Absent' })])
  })

  it('a failed reload is silent and shows an empty state, never the earlier rows', async () => {
    let fail = false
    serve(() => (fail ? json({ status: 500, message: 'Something went wrong' }, 500) : json([present])))
    const qc = renderDay()
    await screen.findByRole('region', { name: 'Hana Suzuki' })
    fail = true
    await qc.invalidateQueries({ queryKey: ['attendance'] })
    expect(await screen.findByText('No attendance to show for this day.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Hana Suzuki' })).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

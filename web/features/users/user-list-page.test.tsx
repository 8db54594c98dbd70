import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { twoFactorMessages } from '../../../shared/two-factor'
import type { UserRow } from '../../../shared/users'
import { storeToken } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import UserListPage from './user-list-page'

const user = (userId: number, email: string, twoFactor: boolean): UserRow => ({
  userId,
  firstName: email.split('@')[0]!,
  lastName: 'Staff',
  email,
  userRole: 'Accounts',
  countryId: 1,
  countryName: 'Japan',
  currency: 'JPY',
  twoFactor,
})

describe('UserListPage', () => {
  it('lets an owner reset the two-factor sign-in of a user who has it, after a confirm', async () => {
    await storeToken('a-token')
    let rows = [user(2, 'mariko@kuruma.test', true), user(3, 'ken@kuruma.test', false)]
    const resets: unknown[] = []
    server.use(
      http.get('*/api/users', () => HttpResponse.json(rows, { headers: { 'X-Total-Count': '2' } })),
      http.post('*/api/users/reset-two-factor', async ({ request }) => {
        resets.push(Object.fromEntries(await request.formData()))
        rows = rows.map((r) => ({ ...r, twoFactor: false }))
        return HttpResponse.json({ message: twoFactorMessages.reset })
      }),
    )
    const { user: person } = renderWithProviders(<UserListPage />)
    const reset = await screen.findByRole('button', { name: 'Reset two-factor of mariko@kuruma.test' })
    expect(
      screen.queryByRole('button', { name: 'Reset two-factor of ken@kuruma.test' }),
    ).not.toBeInTheDocument()
    await person.click(reset)
    // The dialogs' host loads with the first dialog.
    await person.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 5000 }))
    expect(await screen.findByText(twoFactorMessages.reset)).toBeInTheDocument()
    expect(resets).toEqual([{ UserId: '2' }])
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Reset two-factor of mariko@kuruma.test' }),
      ).not.toBeInTheDocument(),
    )
  })
})

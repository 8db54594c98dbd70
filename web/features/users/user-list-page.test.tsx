import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '../../../shared/messages'
import { twoFactorMessages } from '../../../shared/two-factor'
import type { UserRow } from '../../../shared/users'
import { storeToken } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import UserListPage from './user-list-page'

const user = (userId: number, email: string, twoFactor: boolean, more: Partial<UserRow> = {}): UserRow => ({
  userId,
  firstName: email.split('@')[0]!,
  lastName: 'Staff',
  email,
  userRole: 'Accounts',
  countryId: 1,
  countryName: 'Japan',
  currency: 'JPY',
  twoFactor,
  active: true,
  ...more,
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
    const reset = await screen.findByRole(
      'button',
      { name: 'Reset two-factor of mariko@kuruma.test' },
      { timeout: 5000 },
    )
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

  const japan = { id: 1, name: 'Japan', isoCode: 'JP', currency: 'JPY', dialCode: '+81', flag: '🇯🇵' }
  const kenya = { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: '🇰🇪' }

  /** The list as a MainAdmin (user 1) sees it, answering every owner's action and recording what was sent. */
  const openList = async () => {
    await storeToken('a-token')
    let rows = [
      user(1, 'me@kuruma.test', false, { userRole: 'MainAdmin' }),
      user(2, 'owner@kuruma.test', false, { userRole: 'SuperAdmin' }),
      user(3, 'ken@kuruma.test', false),
      user(4, 'sora@kuruma.test', false, { active: false }),
    ]
    const sent: [string, unknown][] = []
    const form = async (request: Request) => Object.fromEntries(await request.formData())
    server.use(
      http.get('*/api/users', () => HttpResponse.json(rows, { headers: { 'X-Total-Count': '4' } })),
      http.get('*/api/users/countries', () => HttpResponse.json([japan, kenya])),
      http.put('*/api/users/update/:id', async ({ request, params }) => {
        sent.push([`update ${params.id}`, await form(request)])
        return HttpResponse.json({ message: messages.users.updated })
      }),
      http.post('*/api/users/:verb', async ({ request, params }) => {
        const body = await form(request)
        sent.push([String(params.verb), body])
        const id = Number(body.UserId)
        if (params.verb === 'deactivate' || params.verb === 'reactivate')
          rows = rows.map((r) => (r.userId === id ? { ...r, active: params.verb === 'reactivate' } : r))
        if (params.verb === 'reset-password')
          return HttpResponse.json({
            message: messages.users.passwordReset,
            password: 'abcde-fghjk-mnpqr-stuvw',
          })
        return HttpResponse.json({ message: 'ok' })
      }),
    )
    const { user: person } = renderWithProviders(<UserListPage />)
    await screen.findByRole('button', { name: 'Deactivate ken@kuruma.test' }, { timeout: 5000 })
    // The dialogs' host loads with the first dialog.
    const yes = async () =>
      person.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 5000 }))
    return { person, sent, yes }
  }

  it('deactivates and reactivates after a confirm; a MainAdmin leaves the SuperAdmin and themself be', async () => {
    const { person, sent, yes } = await openList()
    expect(screen.queryByRole('button', { name: 'Edit owner@kuruma.test' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Deactivate owner@kuruma.test' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Deactivate me@kuruma.test' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset password of me@kuruma.test' })).not.toBeInTheDocument()
    expect(screen.getByText('Inactive')).toBeInTheDocument()

    await person.click(screen.getByRole('button', { name: 'Deactivate ken@kuruma.test' }))
    expect(
      await screen.findByText(messages.users.deactivateConfirm, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await person.click(screen.getByRole('button', { name: 'No' }))
    expect(sent).toEqual([])
    // The page is hidden from reading until the dialog has closed.
    await person.click(await screen.findByRole('button', { name: 'Deactivate ken@kuruma.test' }))
    await yes()
    expect(await screen.findByText(messages.users.deactivated)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Reactivate ken@kuruma.test' })).toBeInTheDocument()

    await person.click(await screen.findByRole('button', { name: 'Reactivate sora@kuruma.test' }))
    expect(await screen.findByText(messages.users.reactivateConfirm)).toBeInTheDocument()
    await yes()
    expect(await screen.findByText(messages.users.reactivated)).toBeInTheDocument()
    expect(sent).toEqual([
      ['deactivate', { UserId: '3' }],
      ['reactivate', { UserId: '4' }],
    ])
  })

  it('resets a password after a confirm and shows the new one once', async () => {
    const { person, sent, yes } = await openList()
    await person.click(screen.getByRole('button', { name: 'Reset password of ken@kuruma.test' }))
    expect(
      await screen.findByText(messages.users.resetPasswordConfirm, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await yes()
    expect(
      await screen.findByText(messages.users.newPassword('ken@kuruma.test', 'abcde-fghjk-mnpqr-stuvw')),
    ).toBeInTheDocument()
    expect(sent).toEqual([['reset-password', { UserId: '3' }]])
  })

  it("edits a user's role and country in a dialog", async () => {
    const { person, sent } = await openList()
    await person.click(screen.getByRole('button', { name: 'Edit ken@kuruma.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit ken@kuruma.test' })
    await person.click(await within(dialog).findByRole('combobox', { name: /Role/ }))
    await person.click(await screen.findByRole('option', { name: 'Admin' }))
    expect(screen.queryByRole('option', { name: 'SuperAdmin' })).not.toBeInTheDocument()
    await person.click(within(dialog).getByRole('combobox', { name: /Country/ }))
    await person.click(await screen.findByRole('option', { name: /Kenya/ }))
    await person.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(messages.users.updated, {}, { timeout: 5000 })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([['update 3', { role: 'Admin', countryId: '4' }]])
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storeToken } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import UserAddPage from './user-add-page'

const kenya = { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: '🇰🇪' }

describe('UserAddPage', () => {
  it("shows the server's refusal of a field once, under that field, with no popup", async () => {
    await storeToken('a-token')
    server.use(
      http.get('*/api/users/countries', () => HttpResponse.json([kenya])),
      http.post('*/api/Auth/register', () =>
        HttpResponse.json(
          {
            title: 'Clashes with saved records',
            message: 'email: already exists',
            errors: { email: ['already exists'] },
          },
          { status: 409 },
        ),
      ),
    )
    const { user } = renderWithProviders(<UserAddPage />, {
      profile: fakeProfile({ userRole: 'SuperAdmin' }),
    })
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aiko')
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Sato')
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'aiko@kuruma.test')
    await user.click(screen.getByRole('combobox', { name: /Country/ }))
    await user.click(await screen.findByRole('option', { name: /Kenya/ }))
    await user.click(screen.getByRole('combobox', { name: /Role/ }))
    await user.click(await screen.findByRole('option', { name: 'Accounts' }))
    await user.type(screen.getByLabelText(/^Password/), 'Kuruma-pass1')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Kuruma-pass1')
    await user.click(screen.getByRole('button', { name: 'Add user' }))

    expect(await screen.findByText('already exists')).toBeInTheDocument()
    expect(screen.getAllByText(/already exists/)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true')
  })
})

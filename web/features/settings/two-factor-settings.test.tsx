import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { twoFactorMessages } from '../../../shared/two-factor'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { TwoFactorSettings } from './two-factor-settings'

describe('TwoFactorSettings', () => {
  it('shows the roles that must use a second factor and saves the owner’s choice as a list', async () => {
    const saved: unknown[] = []
    server.use(
      http.get('*/api/settings/two-factor', () => HttpResponse.json({ roles: ['Accounts'] })),
      http.put('*/api/settings/two-factor', async ({ request }) => {
        const body = (await request.json()) as { roles: string[] }
        saved.push(body)
        return HttpResponse.json(body)
      }),
    )
    const { user } = renderWithProviders(<TwoFactorSettings />)
    const accounts = await screen.findByRole('checkbox', { name: 'Accounts (recommended)' })
    await screen.findByRole('checkbox', { name: 'Admin' })
    expect(accounts).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'SuperAdmin (recommended)' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'SuperAdmin (recommended)' }))
    await user.click(accounts)
    await user.click(screen.getByRole('button', { name: 'Save two-factor sign-in' }))
    expect(await screen.findByText(twoFactorMessages.rolesSaved)).toBeInTheDocument()
    expect(saved).toEqual([{ roles: ['SuperAdmin'] }])

    // Unticking every role sends an empty list, not nothing.
    await user.click(screen.getByRole('checkbox', { name: 'SuperAdmin (recommended)' }))
    await user.click(screen.getByRole('button', { name: 'Save two-factor sign-in' }))
    await vi.waitFor(() => expect(saved).toHaveLength(2))
    expect(saved[1]).toEqual({ roles: [] })
  })
})

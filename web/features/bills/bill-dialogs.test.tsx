import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Bill } from '../../../shared/bills'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { EmailBillDialog, VoidBillDialog } from './bill-dialogs'

// Only what the dialogs read.
const bill = { id: 3, number: 'KB-2026-0003', customerEmail: null } as unknown as Bill

describe('the bill dialogs save as every form does', () => {
  it('voiding without a reason says so under the field, focuses it and sends nothing', async () => {
    const sent = vi.fn()
    server.use(http.post('*/api/bills/3/void', () => sent()))
    const { user } = renderWithProviders(<VoidBillDialog bill={bill} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Void KB-2026-0003?' })
    await user.click(within(dialog).getByRole('button', { name: 'Void bill' }))
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus())
    expect(sent).not.toHaveBeenCalled()
  })

  it("an address the server refuses shows under the field, once, without an 'Error!' popup", async () => {
    server.use(
      http.post('*/api/bills/3/email', () =>
        HttpResponse.json(
          {
            status: 400,
            title: 'Please check the entry',
            message: 'email: The bill has no customer e-mail: type one',
            errors: { email: ['The bill has no customer e-mail: type one'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderWithProviders(<EmailBillDialog bill={bill} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'E-mail KB-2026-0003' })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('The bill has no customer e-mail: type one')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument()
  })
})

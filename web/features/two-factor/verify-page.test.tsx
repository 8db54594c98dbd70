import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { twoFactorMessages } from '../../../shared/two-factor'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import VerifyPage from './verify-page'

const pending = {
  challenge: 'the-challenge',
  secondFactor: 'verify' as const,
  expiresAt: '2030-01-01T00:00:00Z',
}

/** Answers the second step (a form, as the app sends writes): 200 for `good`, else 401 naming the field. */
const serveVerify = (good: Record<string, string>) => {
  const calls: { body: unknown; authorization: string | null }[] = []
  server.use(
    http.post('*/api/Auth/login/verify', async ({ request }) => {
      const body = Object.fromEntries(await request.formData()) as Record<string, string>
      calls.push({ body, authorization: request.headers.get('authorization') })
      const [field, value] = Object.entries(good)[0]!
      if (body[field] === value) return HttpResponse.json({ token: 'a-session', userId: 7 })
      const message = field === 'code' ? twoFactorMessages.wrongCode : twoFactorMessages.wrongRecoveryCode
      return HttpResponse.json(
        { status: 401, title: 'Unauthorized', message, errors: { [field]: [message] } },
        { status: 401 },
      )
    }),
  )
  return calls
}

describe('VerifyPage', () => {
  it('sends the code with the challenge, shows a wrong one under the field, and signs in with the right one', async () => {
    const calls = serveVerify({ code: '123456' })
    const completeSignIn = vi.fn(async () => {})
    const { user } = renderWithProviders(<VerifyPage />, {
      route: '/login/verify',
      session: { pending, completeSignIn },
    })
    const field = await screen.findByLabelText('6-digit code')
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(field).toHaveAttribute('inputmode', 'numeric')
    await user.type(field, '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(twoFactorMessages.wrongCode)).toBeInTheDocument()
    expect(completeSignIn).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(completeSignIn).toHaveBeenCalledWith({ token: 'a-session', userId: 7 }))
    expect(calls.map((c) => c.body)).toEqual([{ code: '654321' }, { code: '123456' }])
    expect(calls.every((c) => c.authorization === 'Bearer the-challenge')).toBe(true)
  })

  it('takes a recovery code instead', async () => {
    const calls = serveVerify({ recoveryCode: 'abcd-efgh-jkmn' })
    const completeSignIn = vi.fn(async () => {})
    const { user } = renderWithProviders(<VerifyPage />, {
      route: '/login/verify',
      session: { pending, completeSignIn },
    })
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(completeSignIn).toHaveBeenCalled())
    expect(calls.map((c) => c.body)).toEqual([{ recoveryCode: 'abcd-efgh-jkmn' }])
  })

  it('says so when the sign-in has expired', async () => {
    server.use(
      http.post('*/api/Auth/login/verify', () =>
        HttpResponse.json(
          { status: 401, title: 'Unauthorized', message: twoFactorMessages.challengeEnded },
          { status: 401 },
        ),
      ),
    )
    const { user } = renderWithProviders(<VerifyPage />, { route: '/login/verify', session: { pending } })
    await user.type(await screen.findByLabelText('6-digit code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(twoFactorMessages.challengeEnded)).toBeInTheDocument()
  })
})

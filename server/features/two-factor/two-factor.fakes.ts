import { generateSync } from 'otplib'
import type { Role } from '../../../shared/roles'
import { type TestApp, testPassword } from '../../test/test-app'

/** The code an authenticator shows `stepsAhead` time steps (30 s each) from now. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The password step, from an address of the test's own (the limits count per address too). */
export const passwordStep = (t: TestApp, email: string, ip: string, password = testPassword) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password }, remoteAddress: ip })

/** The second step with a challenge: `{code}` or `{recoveryCode}`. */
export const codeStep = (t: TestApp, challenge: string, payload: Record<string, string>, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/login/verify',
    payload,
    headers: bearer(challenge),
    remoteAddress: ip,
  })

/** A signed-in user of this role with a confirmed authenticator (its code of this step used). */
export const fakeEnrolledUser = async (t: TestApp, role: Role) => {
  const { user, headers } = await t.as(role)
  const setup = await t.app.inject({ method: 'POST', url: '/api/Auth/two-factor/setup', headers })
  const { secret } = setup.json() as { secret: string }
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/two-factor/confirm',
    headers,
    payload: { code: codeFor(secret) },
  })
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] }
  return { user, headers, secret, recoveryCodes }
}

export { bearer }

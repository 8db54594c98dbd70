import { describe, expect, it } from 'vitest'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords'

describe('passwords', () => {
  it('a hash checks its own password and no other', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false)
  })

  it('a damaged hash is a failed check, not an error', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB', 'anything')).toBe(false)
  })

  it('checks sent together each get their own answer', async () => {
    const [a, b] = await Promise.all([hashPassword('first passphrase'), hashPassword('second passphrase')])
    const checks = [
      [a, 'first passphrase', true],
      [b, 'first passphrase', false],
      [b, 'second passphrase', true],
      [a, 'second passphrase', false],
      [a, 'first passphrase', true],
    ] as const
    const answers = await Promise.all(checks.map(([hash, password]) => verifyPassword(hash, password)))
    expect(answers).toEqual(checks.map(([, , ok]) => ok))
  })

  it('an unknown account spends a check and fails', async () => {
    expect(await burnPasswordCheck('whatever')).toBe(false)
  })
})

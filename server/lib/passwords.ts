import { hash, verify } from '@node-rs/argon2'
import { commonPasswords } from './common-passwords'

/** argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password)

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Spends the same hash work as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('kuruma-dummy-password-for-timing')
  await verifyPassword(await dummyHash, password)
  return false
}

/** OWASP ASVS 6.2: length only, plus a refusal of well-known passwords. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase())

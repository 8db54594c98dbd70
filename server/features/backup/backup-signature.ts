import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * `npm run backup` asks the running server for a backup without a user's session: it signs the request
 * with the server's secret (JWT_SECRET, or DATA_DIR/jwt-secret), which only someone who can already read
 * the data directory or the server's settings holds. A signature lasts a minute.
 */
const sign = (secret: string, exp: number) =>
  createHmac('sha256', secret).update(`backup:${exp}`).digest('base64url')

export const signBackupRequest = (secret: string, now = Date.now()) => {
  const exp = Math.floor(now / 1000) + 60
  return { exp, sig: sign(secret, exp) }
}

export const verifyBackupRequest = (secret: string, exp: unknown, sig: unknown, now = Date.now()) => {
  const seconds = Number(exp)
  if (typeof sig !== 'string' || !Number.isInteger(seconds)) return false
  if (seconds < now / 1000 || seconds > now / 1000 + 300) return false
  const expected = Buffer.from(sign(secret, seconds))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verifySync } from 'otplib'

/**
 * The keys of the second factor, each derived from the server's JWT secret for one use only (HKDF):
 * sealing TOTP secrets at rest (AES-256-GCM), hashing recovery codes (HMAC-SHA256) and signing
 * sign-in challenges (HS256). A database copied without the server's secret holds nothing usable.
 */
export const twoFactorKeys = (jwtSecret: string) => {
  const derive = (use: string) => Buffer.from(hkdfSync('sha256', jwtSecret, 'kuruma', use, 32))
  const sealKey = derive('two-factor secret')
  const codeKey = derive('recovery code')
  return {
    /** A TOTP secret as stored: `v1.iv.tag.ciphertext`; the user id is bound in, so a row moved to another user does not open. */
    seal: (secret: string, userId: number) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(String(userId)))
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.')
    },
    /** The secret, or undefined if it does not open (sealed under another server secret): no code matches then. */
    open: (stored: string, userId: number) => {
      try {
        const [, iv, tag, sealed] = stored.split('.')
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv!, 'base64url'))
          .setAAD(Buffer.from(String(userId)))
          .setAuthTag(Buffer.from(tag!, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(sealed!, 'base64url')), decipher.final()]).toString(
          'utf8',
        )
      } catch {
        return undefined
      }
    },
    hashRecoveryCode: (code: string) =>
      createHmac('sha256', codeKey).update(normaliseRecoveryCode(code)).digest('hex'),
    challengeKey: derive('sign-in challenge'),
  }
}
export type TwoFactorKeys = ReturnType<typeof twoFactorKeys>

/** 32 characters (no i, l, o, 1): every random byte maps to one without bias. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz023456789'

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

/** Ten recovery codes of twelve characters from an unambiguous alphabet (60 bits each), shown as xxxx-xxxx-xxxx. */
export const newRecoveryCodes = () =>
  Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
  })

export const newTotpSecret = () => generateSecret()

export const otpauthUri = (issuer: string, email: string, secret: string) =>
  generateURI({ issuer, label: email, secret })

/**
 * The time step a code belongs to if it is right for this secret within one step of clock drift either
 * way and later than the last step accepted; undefined otherwise.
 */
export const acceptedStep = (secret: string | undefined, code: string, lastStep: number | null) => {
  if (!secret) return undefined
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

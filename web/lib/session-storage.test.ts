import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, readToken, storageKeys, storeSession, storeToken } from './session-storage'

describe('the stored session', () => {
  beforeEach(() => clearSession())

  it('reads back the token this tab stored, encrypted at rest', async () => {
    await storeSession('first-token', 7)
    expect(await readToken()).toBe('first-token')
    expect(localStorage.getItem(storageKeys.token)).not.toContain('first-token')
    await storeToken('refreshed-token')
    expect(await readToken()).toBe('refreshed-token')
    clearSession()
    expect(await readToken()).toBeUndefined()
  })

  it('forgets the token it holds when another tab signs out', async () => {
    await storeSession('shared-token', 7)
    expect(await readToken()).toBe('shared-token')
    // Another tab's sign-out: its storage changes and this tab hears of it.
    localStorage.removeItem(storageKeys.token)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }))
    expect(await readToken()).toBeUndefined()
  })
})

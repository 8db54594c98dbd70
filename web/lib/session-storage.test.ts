import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearSession,
  readRole,
  readToken,
  storageKeys,
  storeRole,
  storeSession,
  storeToken,
} from './session-storage'

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

  it('keeps the role the profile last had, encrypted, until the session is cleared', async () => {
    expect(await readRole()).toBeUndefined()
    await storeRole('AgentStock')
    expect(await readRole()).toBe('AgentStock')
    expect(localStorage.getItem(storageKeys.role)).not.toContain('AgentStock')
    clearSession()
    expect(localStorage.getItem(storageKeys.role)).toBeNull()
    expect(await readRole()).toBeUndefined()
  })

  it('reads no role from a value it did not write', async () => {
    localStorage.setItem(storageKeys.role, 'SuperAdmin')
    expect(await readRole()).toBeUndefined()
  })
})

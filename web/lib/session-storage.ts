import { type Role, roles } from '../../shared/roles'

/**
 * The token, userId and the role the user last had are kept encrypted in localStorage under fixed keys
 * with different prefixes, plus a plain session marker that routing reads. Encryption is AES-GCM with a
 * non-extractable key kept in IndexedDB, so the stored values are useless when copied elsewhere.
 */
export const storageKeys = {
  token: 'tk_kuruma_auth',
  userId: 'uid_kuruma_auth',
  role: 'rl_kuruma_auth',
  marker: 'kuruma_session',
  /** In sessionStorage (this tab only): the user the overdue alerts were last shown to. */
  overdueAlerts: 'kuruma_overdue_alerts',
} as const

const openKeyStore = () =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('kuruma-keys', 1)
    req.onupgradeneeded = () => req.result.createObjectStore('keys')
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

const idb = <T>(db: IDBDatabase, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest) =>
  new Promise<T>((resolve, reject) => {
    const req = run(db.transaction('keys', mode).objectStore('keys'))
    req.onsuccess = () => resolve(req.result as T)
    req.onerror = () => reject(req.error)
  })

let keyPromise: Promise<CryptoKey> | undefined
const sessionKey = () => {
  keyPromise ??= (async () => {
    try {
      const db = await openKeyStore()
      const existing = await idb<CryptoKey | undefined>(db, 'readonly', (s) => s.get('session'))
      if (existing) return existing
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      await idb(db, 'readwrite', (s) => s.put(key, 'session'))
      return key
    } catch {
      // No IndexedDB (a locked-down browser): a key for this page only; a reload signs out.
      return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    }
  })()
  return keyPromise
}

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

const encrypt = async (plain: string) => {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sessionKey(),
    new TextEncoder().encode(plain),
  )
  return `${toB64(iv)}.${toB64(new Uint8Array(data))}`
}

const decrypt = async (stored: string | null) => {
  if (!stored) return undefined
  try {
    const [iv, data] = stored.split('.')
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromB64(iv!) },
      await sessionKey(),
      fromB64(data!),
    )
    return new TextDecoder().decode(plain)
  } catch {
    return undefined
  }
}

export const hasSessionMarker = () => localStorage.getItem(storageKeys.marker) === '1'

/**
 * The token as last read or written by this tab, so each request does not decrypt it again. Another tab
 * signing in or out changes the stored value, and the storage event drops what this tab holds.
 */
let tokenRead: Promise<string | undefined> | undefined
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === storageKeys.token) tokenRead = undefined
  })

export const storeSession = async (token: string, userId: number) => {
  tokenRead = Promise.resolve(token)
  localStorage.setItem(storageKeys.token, await encrypt(token))
  localStorage.setItem(storageKeys.userId, await encrypt(String(userId)))
  localStorage.setItem(storageKeys.marker, '1')
  sessionStorage.removeItem(storageKeys.overdueAlerts)
}

export const storeToken = async (token: string) => {
  tokenRead = Promise.resolve(token)
  localStorage.setItem(storageKeys.token, await encrypt(token))
}

export const readToken = () => {
  tokenRead ??= decrypt(localStorage.getItem(storageKeys.token))
  return tokenRead
}

export const readUserId = async () => {
  const id = Number(await decrypt(localStorage.getItem(storageKeys.userId)))
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * The role of the profile last fetched. It only lets a returning user's first page ask for its data
 * while the profile is on its way; the server decides what every request may see.
 */
export const storeRole = async (role: Role) => localStorage.setItem(storageKeys.role, await encrypt(role))

export const readRole = async () => {
  const role = await decrypt(localStorage.getItem(storageKeys.role))
  return roles.find((r) => r === role)
}

export const clearSession = () => {
  tokenRead = undefined
  localStorage.removeItem(storageKeys.token)
  localStorage.removeItem(storageKeys.userId)
  localStorage.removeItem(storageKeys.role)
  localStorage.removeItem(storageKeys.marker)
}

/** The overdue alerts run once per signed-in tab: after sign-in (which clears this) or in a new tab. */
export const overdueAlertsShown = (userId: number) =>
  sessionStorage.getItem(storageKeys.overdueAlerts) === String(userId)
export const markOverdueAlertsShown = (userId: number) =>
  sessionStorage.setItem(storageKeys.overdueAlerts, String(userId))

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages, ui } from '../../../shared/messages'
import type { LoginChallenge } from '../../../shared/two-factor'
import type { LoginInput, LoginResult, UserInfo } from '../../../shared/users'
import { ApiError, setUnauthorizedHandler } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import {
  clearSession,
  hasSessionMarker,
  readUserId,
  storeRole,
  storeSession,
  storeToken,
} from '../../lib/session-storage'
import { fetchProfile, logInRequest, logOutRequest } from './session.api'

type Status = 'restoring' | 'signedIn' | 'signedOut'
export type Session = {
  status: Status
  profile?: UserInfo
  logIn: (input: LoginInput) => Promise<void>
  /** A sign-in whose password was right and whose second step is owed (kept in memory only). */
  pending?: LoginChallenge
  /** Finishes a sign-in with the second step's answer (stores the session, goes to the dashboard). */
  completeSignIn: (result: LoginResult) => Promise<void>
  logOut: () => Promise<void>
  replaceToken: (token: string) => Promise<void>
}

/**
 * For the route loaders, which ask for a page's data as this role before the profile is read again (a
 * role that could not be stored only costs that head start).
 */
const keepRole = (profile: UserInfo) => storeRole(profile.userRole).catch(() => {})

/** Exported for tests, which provide a signed-in session without the restore flow. */
export const SessionContext = createContext<Session | undefined>(undefined)

/** Restore on load, log in, log out. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate()
  const notify = useNotify()
  const [status, setStatus] = useState<Status>(hasSessionMarker() ? 'restoring' : 'signedOut')
  const [profile, setProfile] = useState<UserInfo>()
  const [pending, setPending] = useState<LoginChallenge>()

  const dropSession = useCallback(() => {
    clearSession()
    setProfile(undefined)
    setStatus('signedOut')
    navigate('/login', { replace: true })
  }, [navigate])

  useEffect(() => setUnauthorizedHandler(dropSession), [dropSession])

  // Restore: no stored userId → clear and /login; with one, re-fetch the profile (a 401 clears too).
  useEffect(() => {
    if (!hasSessionMarker()) return
    let cancelled = false
    ;(async () => {
      const userId = await readUserId()
      if (!userId) return dropSession()
      try {
        const p = await fetchProfile(userId)
        if (cancelled) return
        if (!p) return dropSession()
        void keepRole(p)
        setProfile(p)
        setStatus('signedIn')
      } catch (err) {
        if (!cancelled && err instanceof ApiError && err.status === 401) dropSession()
      }
    })()
    return () => {
      cancelled = true
    }
  }, [dropSession])

  const completeSignIn = useCallback(
    async ({ token, userId }: LoginResult) => {
      await storeSession(token, userId)
      const p = await fetchProfile(userId)
      if (p) await keepRole(p)
      // Away from /login first: signed in there, the guard would send the user to / while the
      // dashboard's route (lazy) is still loading, and that navigation would win.
      await navigate('/dashboard', { replace: true })
      setPending(undefined)
      setProfile(p)
      setStatus('signedIn')
    },
    [navigate],
  )

  const logIn = useCallback(
    async (input: LoginInput) => {
      const result = await logInRequest(input)
      if ('challenge' in result) {
        setPending(result)
        navigate('/login/verify')
        return
      }
      await completeSignIn(result)
    },
    [navigate, completeSignIn],
  )

  const logOut = useCallback(async () => {
    await logOutRequest()
    clearSession()
    notify.toast(messages.session.loggedOut, { variant: 'info', ms: ui.shortMessageMs })
    await new Promise((r) => setTimeout(r, ui.shortMessageMs))
    navigate('/login', { replace: true })
    window.location.reload()
  }, [navigate, notify])

  const replaceToken = useCallback((token: string) => storeToken(token), [])

  const value = useMemo(
    () => ({ status, profile, logIn, pending, completeSignIn, logOut, replaceToken }),
    [status, profile, logIn, pending, completeSignIn, logOut, replaceToken],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = () => {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs SessionProvider')
  return session
}

import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import { messages } from '../../shared/messages'
import { useNotify } from './notify'
import { hasSessionMarker } from './session-storage'

/** Each open form answers whether it holds typing that is not saved. */
type Register = (isDirty: () => boolean) => () => void
const GuardContext = createContext<Register | undefined>(undefined)

/**
 * Signing out, or a session the server ended, clears the session marker and then leaves on purpose
 * (to /login, with a reload): there is no staying, so nothing is asked.
 */
const anyDirty = (forms: Set<() => boolean>) => hasSessionMarker() && [...forms].some((isDirty) => isDirty())

/**
 * One guard for every form of the app: leaving the page (a link, Back) while a form holds unsaved
 * typing asks first; reloading or closing the tab gets the browser's own question. A router supports
 * one blocker, so the forms register here instead of each blocking on its own.
 */
export const UnsavedChangesGuard = ({ children }: { children: ReactNode }) => {
  const forms = useRef(new Set<() => boolean>())
  const notify = useNotify()
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      (from.pathname !== to.pathname || from.search !== to.search) && anyDirty(forms.current),
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void notify
      .confirm({
        title: messages.common.unsavedTitle,
        text: messages.common.unsavedLeave,
        yes: messages.common.leave,
        no: messages.common.stay,
      })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()))
  }, [blocker, notify])

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!anyDirty(forms.current)) return
      e.preventDefault()
      // Older browsers show their question only when returnValue is set.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])

  const register = useMemo<Register>(
    () => (isDirty) => {
      forms.current.add(isDirty)
      return () => forms.current.delete(isDirty)
    },
    [],
  )
  return <GuardContext.Provider value={register}>{children}</GuardContext.Provider>
}

/**
 * Puts a form under the guard while it is mounted; `isDirty` is asked at the moment someone leaves,
 * so a save that navigates away can say it holds nothing unsaved any more.
 */
export const useUnsavedChanges = (isDirty: () => boolean) => {
  const register = useContext(GuardContext)
  const latest = useRef(isDirty)
  latest.current = isDirty
  useEffect(() => register?.(() => latest.current()), [register])
}

import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { messages } from '../../shared/messages'
import { errorText } from './api'

type Icon = 'error' | 'success' | 'question'
export type DialogState = {
  kind: 'alert' | 'confirm'
  title: string
  text: string
  icon: Icon
  /** A confirm's two buttons; Yes and No unless the question needs other words. */
  yes?: string
  no?: string
  resolve: (yes: boolean) => void
}

type ToastOptions = {
  variant?: 'success' | 'error' | 'info' | 'warning'
  ms?: number
  /** Called when the toast closes (timed out or closed by hand). */
  onClose?: () => void
  /** Offers a close button, so the reader need not wait for it to time out. */
  closable?: boolean
}
export type ShowToast = (text: string, opts?: ToastOptions) => void

type Notify = {
  /** A modal message with an OK button, like the spec's 'Error!' popups. */
  alert: (opts: { title: string; text: string; icon?: Icon }) => Promise<void>
  /** Yes / No (or the buttons named); resolves true only for Yes. */
  confirm: (opts: { title?: string; text: string; yes?: string; no?: string }) => Promise<boolean>
  /** A toast; success messages and short notices. */
  toast: ShowToast
}

export type NotifyHostProps = {
  dialog?: DialogState
  onAnswer: (yes: boolean) => void
  /** The host has mounted and shows toasts through `show` from now on. */
  onReady: (show: ShowToast) => void
}

/**
 * When the host's chunk cannot load (offline, or the app was redeployed meanwhile), the browser's own
 * dialogs ask instead, so a confirm still gets its answer.
 */
const BrowserDialogs = ({ dialog, onAnswer }: NotifyHostProps) => {
  useEffect(() => {
    if (!dialog) return
    if (dialog.kind === 'confirm') onAnswer(window.confirm(dialog.text))
    else {
      window.alert(`${dialog.title}\n${dialog.text}`)
      onAnswer(true)
    }
  }, [dialog, onAnswer])
  return null
}

const NotifyHost = lazy<ComponentType<NotifyHostProps>>(() =>
  import('./notify-host').then(
    (m) => ({ default: m.NotifyHost }),
    () => ({ default: BrowserDialogs }),
  ),
)

const NotifyContext = createContext<Notify | undefined>(undefined)

/**
 * Alerts, confirms and toasts. Their code (notistack, the dialog) is a chunk of its own that loads with
 * the first message; toasts asked for meanwhile wait for it and then show in order.
 */
export const NotifyProvider = ({ children }: { children: ReactNode }) => {
  const [dialog, setDialog] = useState<DialogState>()
  const [hostWanted, setHostWanted] = useState(false)
  const show = useRef<ShowToast>(undefined)
  const waiting = useRef<Parameters<ShowToast>[]>([])

  const answer = useCallback(
    (yes: boolean) => {
      dialog?.resolve(yes)
      setDialog(undefined)
    },
    [dialog],
  )
  const onReady = useCallback((ready: ShowToast) => {
    show.current = ready
    for (const args of waiting.current.splice(0)) ready(...args)
  }, [])
  const ask = useCallback((state: DialogState) => {
    setHostWanted(true)
    setDialog(state)
  }, [])
  const alert = useCallback<Notify['alert']>(
    ({ title, text, icon = 'error' }) =>
      new Promise((resolve) => ask({ kind: 'alert', title, text, icon, resolve: () => resolve() })),
    [ask],
  )
  const confirm = useCallback<Notify['confirm']>(
    ({ title = messages.common.deleteTitle, text, yes, no }) =>
      new Promise((resolve) => ask({ kind: 'confirm', title, text, yes, no, icon: 'question', resolve })),
    [ask],
  )
  const toast = useCallback<ShowToast>((...args) => {
    if (show.current) return show.current(...args)
    waiting.current.push(args)
    setHostWanted(true)
  }, [])
  const value = useMemo(() => ({ alert, confirm, toast }), [alert, confirm, toast])
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <NotifyHost dialog={dialog} onAnswer={answer} onReady={onReady} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  )
}

export const useNotify = () => {
  const notify = useContext(NotifyContext)
  if (!notify) throw new Error('useNotify needs NotifyProvider')
  return notify
}

/** Shows a failed fetch as the spec's 'Error!' popup: the server's message, else the client's, else the fallback. */
export const useErrorAlert = (error: unknown, fallback: string) => {
  const notify = useNotify()
  useEffect(() => {
    if (error) void notify.alert({ title: messages.common.errorTitle, text: errorText(error, fallback) })
  }, [error, notify, fallback])
}

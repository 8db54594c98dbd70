import { Tooltip } from '@mui/material'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/** What an element inside a `SharedTooltip` does, shown as its tooltip: `<IconButton {...tip('Edit')}>`. */
export const tip = (title: string) => ({ 'data-tip': title })

/** As MUI's tooltips wait before they open on hover (keyboard focus opens them at once). */
const enterDelayMs = 100

/**
 * One MUI tooltip for every element inside it that carries `tip(…)`, shown while the pointer is on it
 * or it has the keyboard's focus. A grid's cells use it instead of a tooltip each: three a row were most
 * of what a page's rows cost to render (see docs/decisions/0023, "The web's first rows").
 */
export const SharedTooltip = ({ children }: { children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null)
  const [target, setTarget] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const root = box.current
    if (!root) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tipped = (node: EventTarget | null) =>
      node instanceof Element ? node.closest<HTMLElement>('[data-tip]') : null
    const enter = (e: Event) => {
      clearTimeout(timer)
      const el = tipped(e.target)
      if (!el) return
      if (e.type === 'focusin') setTarget(el)
      else timer = setTimeout(() => setTarget(el), enterDelayMs)
    }
    const leave = (e: Event) => {
      const from = tipped(e.target)
      // Moving within the same element (onto its icon, say) is not leaving it.
      if (from && from === tipped((e as FocusEvent | PointerEvent).relatedTarget)) return
      clearTimeout(timer)
      setTarget(null)
    }
    const kinds = [
      ['pointerover', enter],
      ['focusin', enter],
      ['pointerout', leave],
      ['focusout', leave],
    ] as const
    for (const [kind, handler] of kinds) root.addEventListener(kind, handler)
    return () => {
      clearTimeout(timer)
      for (const [kind, handler] of kinds) root.removeEventListener(kind, handler)
    }
  }, [])
  // An element that left the page (its row replaced) takes its tooltip with it.
  useEffect(() => {
    if (target && !target.isConnected) setTarget(null)
  })
  const shown = target?.isConnected ? target : null
  return (
    <div ref={box}>
      {children}
      <Tooltip
        open={!!shown}
        title={shown?.dataset.tip ?? ''}
        slotProps={{ popper: { anchorEl: shown } }}
        disableHoverListener
        disableFocusListener
        disableTouchListener
      >
        <span hidden />
      </Tooltip>
    </div>
  )
}

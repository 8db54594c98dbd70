/**
 * Runs `task` once the browser is idle after the first page (or after a moment where it cannot tell):
 * how code the first page does not need, but the next click may, is fetched. Returns the cancel.
 */
export const whenIdle = (task: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 1500)
  return () => clearTimeout(timer)
}

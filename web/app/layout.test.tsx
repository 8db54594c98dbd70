import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { markOverdueAlertsShown } from '../lib/session-storage'
import { useAlertsDue } from './layout'

describe('useAlertsDue (whether the layout loads the overdue alerts at all)', () => {
  beforeEach(() => sessionStorage.clear())

  it('is due once per tab, and stays due while the alerts run after marking themselves shown', () => {
    const { result, rerender } = renderHook(({ userId }) => useAlertsDue(userId), {
      initialProps: { userId: undefined as number | undefined },
    })
    expect(result.current).toBe(false)
    rerender({ userId: 7 })
    expect(result.current).toBe(true)
    markOverdueAlertsShown(7)
    rerender({ userId: 7 })
    expect(result.current).toBe(true)
  })

  it('is not due in a tab that has shown them (a reload), and is decided again for another user', () => {
    markOverdueAlertsShown(7)
    const { result, rerender } = renderHook(({ userId }) => useAlertsDue(userId), {
      initialProps: { userId: 7 as number | undefined },
    })
    expect(result.current).toBe(false)
    rerender({ userId: 8 })
    expect(result.current).toBe(true)
  })
})

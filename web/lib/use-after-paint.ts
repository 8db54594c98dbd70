import { useEffect, useState } from 'react'

/**
 * False for a component's first render, true from the render after the browser has painted it: what a
 * page renders only then (secondary controls) does not hold up what it shows first. The state is set
 * in a task queued from the next animation frame, which the browser paints before running.
 */
export const useAfterPaint = () => {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

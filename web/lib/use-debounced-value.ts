import { useEffect, useState } from 'react'

/** The value, once it has stopped changing for `ms`: what a search box sends to the server. */
export const useDebouncedValue = <T>(value: T, ms = 300) => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

import encodeQR from '@paulmillr/qr'
import { useMemo } from 'react'

/** A QR code drawn as one SVG path from the library's module matrix (no canvas, no data: URL). */
export const QrCode = ({ text, size = 200 }: { text: string; size?: number }) => {
  const { path, modules } = useMemo(() => {
    const rows = encodeQR(text, 'raw', { ecc: 'medium', border: 2 })
    const d = rows
      .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
      .join('')
    return { path: d, modules: rows.length }
  }, [text])
  return (
    <svg
      role="img"
      aria-label="QR code for an authenticator app"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff' }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}

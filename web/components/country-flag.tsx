import { Box } from '@mui/material'
import type { ReactNode } from 'react'
import type { Country } from '../../shared/countries'
import type { SelectOption } from './form-fields'

/**
 * The flag pictures of the flag-icons package (4:3 SVGs), shipped with the app: each is emitted as its
 * own file (never inlined into the script) and the browser fetches only the flags it shows. No emoji
 * flags: a machine without an emoji font shows those as two letters in boxes.
 */
const pictures = import.meta.glob<string>('../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
})
const pictureOf = (iso: string) =>
  pictures[`../../node_modules/flag-icons/flags/4x3/${iso.toLowerCase()}.svg`]

const regionalA = 0x1f1e6

/** The ISO 3166 code an emoji flag spells ('🇯🇵' → 'JP'); undefined for anything else. */
export const isoOfFlag = (flag: string | null | undefined): string | undefined => {
  const points = [...(flag ?? '').trim()].map((c) => c.codePointAt(0) ?? 0)
  if (points.length !== 2 || points.some((p) => p < regionalA || p > regionalA + 25)) return undefined
  return String.fromCharCode(...points.map((p) => p - regionalA + 65))
}

/** A country by its ISO code, or by the emoji flag the API sends beside a vendor's or customer's country. */
type FlagProps = { code?: string | null; flag?: string | null }

const isoOf = ({ code, flag }: FlagProps) => {
  const iso = code?.trim().toUpperCase()
  return iso && /^[A-Z]{2}$/.test(iso) ? iso : isoOfFlag(flag)
}

/**
 * A country's flag as a small picture beside its name, or its ISO code where no picture exists. It never
 * renders the emoji. The picture is decorative (the name is beside it), so it has no accessible name.
 */
export const CountryFlag = (props: FlagProps) => {
  const iso = isoOf(props)
  if (!iso) return null
  const src = pictureOf(iso)
  if (!src)
    return (
      <Box
        component="span"
        data-country={iso}
        sx={{
          display: 'inline-block',
          px: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          fontSize: '0.75em',
          fontWeight: 600,
          lineHeight: 1.4,
          verticalAlign: 'middle',
          color: 'text.secondary',
        }}
      >
        {iso}
      </Box>
    )
  return (
    <Box
      component="img"
      src={src}
      alt=""
      data-country={iso}
      width={20}
      height={15}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        verticalAlign: '-0.15em',
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
      }}
    />
  )
}

/** A flag and a country's name, side by side (selects, table cells, headers). */
export const CountryName = ({ name, ...flag }: FlagProps & { name: ReactNode }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
    <CountryFlag {...flag} />
    <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {name}
    </Box>
  </Box>
)

/** A country as a FormSelect option: its flag picture and name (and what `extra` adds, e.g. the currency). */
export const countryOption = (c: Country, extra?: string): SelectOption => ({
  value: c.id,
  label: <CountryName name={extra ? `${c.name} ${extra}` : c.name} code={c.isoCode} flag={c.flag} />,
})

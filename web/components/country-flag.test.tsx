import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { CountryFilter } from './country-filter'
import { CountryFlag, CountryName, isoOfFlag } from './country-flag'

/** Regional indicator symbols: two of them make an emoji flag, shown as letter boxes without an emoji font. */
const emojiFlag = /[\u{1F1E6}-\u{1F1FF}]/u

describe('isoOfFlag', () => {
  it.each([
    ['🇯🇵', 'JP'],
    ['🇰🇪', 'KE'],
    [' 🇬🇧 ', 'GB'],
    ['', undefined],
    [null, undefined],
    ['JP', undefined],
    ['🇯', undefined],
  ])('%j → %s', (flag, iso) => expect(isoOfFlag(flag)).toBe(iso))
})

describe('CountryFlag', () => {
  it('shows the shipped flag picture for an emoji flag, and never the emoji', () => {
    const { container } = renderWithProviders(<CountryName name="Japan" flag="🇯🇵" />)
    const img = container.querySelector('img')
    expect(img).not.toBeNull()
    expect(img?.getAttribute('src')).toMatch(/jp\.svg/)
    expect(img).toHaveAttribute('alt', '')
    expect(screen.getByText('Japan')).toBeInTheDocument()
    expect(container.textContent).not.toMatch(emojiFlag)
  })

  it('takes the ISO code of a country', () => {
    const { container } = renderWithProviders(<CountryFlag code="ke" />)
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/ke\.svg/)
    expect(container.textContent).not.toMatch(emojiFlag)
  })

  it('shows the ISO code where no picture exists', () => {
    const { container } = renderWithProviders(<CountryFlag code="QQ" flag="🇶🇶" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('QQ')
    expect(container.textContent).not.toMatch(emojiFlag)
  })

  it('shows nothing (not the raw text) for a flag that is no emoji flag', () => {
    const { container } = renderWithProviders(<CountryName name="England" flag="🏴󠁧󠁢󠁥󠁮󠁧󠁿" />)
    expect(container).toHaveTextContent(/^England$/)
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('CountryFilter', () => {
  it('offers each country with its flag picture and name, and no emoji flag anywhere', async () => {
    const countries = [
      { id: 1, name: 'Japan', isoCode: 'JP', currency: 'JPY', dialCode: '+81', flag: '🇯🇵' },
      { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: '🇰🇪' },
    ]
    const { user } = renderWithProviders(
      <CountryFilter countries={countries} value={1} onChange={() => {}} />,
    )
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    const kenya = await screen.findByRole('option', { name: 'Kenya' })
    expect(kenya.querySelector('img')?.getAttribute('src')).toMatch(/ke\.svg/)
    expect(document.body.textContent).not.toMatch(emojiFlag)
  })
})

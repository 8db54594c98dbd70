import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Vendor } from '../../../shared/vendors'
import { renderWithProviders } from '../../test/render'
import { VendorIdCard } from './vendor-bits'

const vendor = (over: Partial<Vendor>) =>
  ({ name: 'USS Tokyo', idCardUrl: null, idCardMime: null, ...over }) as Vendor

describe('VendorIdCard', () => {
  it('captions the card under its picture, which opens it', () => {
    renderWithProviders(
      <VendorIdCard vendor={vendor({ idCardUrl: '/api/files/x?sig=1', idCardMime: 'image/png' })} />,
    )
    const figure = screen.getByRole('figure')
    expect(figure).toHaveTextContent('ID or business card')
    expect(
      screen.getByRole('img', { name: 'ID or business card of USS Tokyo' }).closest('a'),
    ).toHaveAttribute('href', '/api/files/x?sig=1')
  })

  it('says when there is none', () => {
    renderWithProviders(<VendorIdCard vendor={vendor({})} />)
    expect(screen.getByText('No ID or business card on file')).toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPage, PageSlot } from './lazy-page'

describe('lazy pages', () => {
  it("shows 'Loading chunk {n} failed' with a retry button when a page's chunk cannot load", async () => {
    const Broken = lazyPage('vehicles-listing', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    render(
      <PageSlot>
        <Broken />
      </PageSlot>,
    )
    expect(await screen.findByText('Loading chunk vehicles-listing failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('shows the progress bar while a page loads, then the page', async () => {
    let resolve: (m: { default: () => ReactElement }) => void = () => {}
    const Slow = lazyPage('slow', () => new Promise((r) => (resolve = r)))
    render(
      <PageSlot>
        <Slow />
      </PageSlot>,
    )
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
    resolve({ default: () => <p>Loaded page</p> })
    expect(await screen.findByText('Loaded page')).toBeInTheDocument()
  })
})

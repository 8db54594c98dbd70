import { IconButton } from '@mui/material'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SharedTooltip, tip } from './shared-tooltip'

const Buttons = ({ show = true }: { show?: boolean }) => (
  <SharedTooltip>
    <IconButton {...tip('Edit')} aria-label="Edit KR-1">
      <svg data-testid="edit-icon" />
    </IconButton>
    {show && (
      <IconButton {...tip('Delete')} aria-label="Delete KR-1">
        <svg />
      </IconButton>
    )}
    <button type="button">No tip</button>
  </SharedTooltip>
)

describe('one tooltip for many buttons', () => {
  it('names the button under the pointer, and goes when the pointer leaves it', async () => {
    render(<Buttons />)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.hover(screen.getByRole('button', { name: 'Edit KR-1' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit')
    // Onto the button's own icon: still the same button.
    await userEvent.hover(screen.getByTestId('edit-icon'))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit')
    await userEvent.hover(screen.getByRole('button', { name: 'Delete KR-1' }))
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Delete'))
    await userEvent.unhover(screen.getByRole('button', { name: 'Delete KR-1' }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  it('names the button that has the keyboard focus, and nothing for an element without a tip', async () => {
    render(<Buttons />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Edit KR-1' })).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit')
    await userEvent.tab()
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Delete'))
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'No tip' })).toHaveFocus()
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  it('goes with a button that leaves the page', async () => {
    const { rerender } = render(<Buttons />)
    await userEvent.hover(screen.getByRole('button', { name: 'Delete KR-1' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete')
    rerender(<Buttons show={false} />)
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
})

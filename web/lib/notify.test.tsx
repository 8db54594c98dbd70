import { Button } from '@mui/material'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { headerHeight } from './header'
import { useNotify } from './notify'
import { toastContainerClass } from './notify-host'

const Saver = () => {
  const notify = useNotify()
  return <Button onClick={() => notify.toast('Vehicles Added Successfully')}>Save</Button>
}

describe('toasts', () => {
  it('stack at the top right below the app bar, so they never cover the profile avatar', async () => {
    const { user } = renderWithProviders(<Saver />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const toast = await screen.findByText('Vehicles Added Successfully')
    const container = toast.closest('.notistack-SnackbarContainer')
    expect(container).not.toBeNull()
    expect(container).toHaveClass(toastContainerClass)
    const top = Number.parseFloat(getComputedStyle(container as Element).top)
    expect(top).toBeGreaterThanOrEqual(headerHeight)
    expect(getComputedStyle(container as Element).right).toBe('20px')
  })
})

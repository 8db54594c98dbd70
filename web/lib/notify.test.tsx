import { Button } from '@mui/material'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { useNotify } from './notify'
import { toastContainerClass } from './notify-host'

const Saver = () => {
  const notify = useNotify()
  return <Button onClick={() => notify.toast('Vehicles Added Successfully')}>Save</Button>
}

describe('toasts', () => {
  it('stack at the bottom right, away from the app bar and the top of a form', async () => {
    const { user } = renderWithProviders(<Saver />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const toast = await screen.findByText('Vehicles Added Successfully')
    const container = toast.closest('.notistack-SnackbarContainer')
    expect(container).not.toBeNull()
    expect(container).toHaveClass(toastContainerClass)
    const style = getComputedStyle(container as Element)
    expect(style.bottom).toBe('14px')
    expect(style.top).toBe('auto')
    expect(style.right).toBe('20px')
  })
})

import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { type MenuEntry, menuFor } from '../../shared/menu'
import { DrawerMenu } from './drawer-menu'

const renderMenu = (entries: readonly MenuEntry[], path = '/dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DrawerMenu entries={entries} onNavigate={() => {}} />
    </MemoryRouter>,
  )

describe('DrawerMenu', () => {
  it('shows the groups and items of a role, the version chip, and marks the item of the path', () => {
    renderMenu(menuFor('Admin'), '/staff/attendace')
    expect(screen.getByText('General')).toBeInTheDocument()
    expect(screen.queryByText('All vehicles')).not.toBeInTheDocument()
    expect(screen.getByText('v1.0.0')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Attendace' })).toHaveClass('Mui-selected')
    expect(screen.getByRole('link', { name: 'Staff' })).not.toHaveClass('Mui-selected')
  })

  it('prefers the exact item over an area prefix (/staff/salary is Salary, not Staff)', () => {
    renderMenu(menuFor('Admin'), '/staff/salary')
    expect(screen.getByRole('link', { name: 'Salary' })).toHaveClass('Mui-selected')
    expect(screen.getByRole('link', { name: 'Staff' })).not.toHaveClass('Mui-selected')
  })

  it('selects the list item for a page below it (edit pages)', () => {
    renderMenu(menuFor('SuperAdmin'), '/vendor/edit/4')
    expect(screen.getByRole('link', { name: 'All Vendors' })).toHaveClass('Mui-selected')
  })

  it('offers Exchange rates under General to the roles that record rates, and marks it on its page', () => {
    renderMenu(menuFor('Accounts'), '/exchange-rates')
    const general = screen.getByRole('list', { name: 'General' })
    const link = within(general).getByRole('link', { name: 'Exchange rates' })
    expect(link).toHaveAttribute('href', '/exchange-rates')
    expect(link).toHaveClass('Mui-selected')
  })

  it.each(['Admin', 'AgentStock', 'AgentSales'] as const)('%s gets no Exchange rates item', (role) => {
    renderMenu(menuFor(role))
    expect(screen.queryByRole('link', { name: 'Exchange rates' })).not.toBeInTheDocument()
  })

  it('offers Audit under Users to MainAdmin, marked on its page', () => {
    renderMenu(menuFor('MainAdmin'), '/audit')
    const link = within(screen.getByRole('list', { name: 'Users' })).getByRole('link', { name: 'Audit' })
    expect(link).toHaveAttribute('href', '/audit')
    expect(link).toHaveClass('Mui-selected')
  })

  it("shows 'Menu Items Error' for an invalid entry", () => {
    const broken = [{ id: 'x', title: 'Broken' }] as unknown as MenuEntry[]
    renderMenu(broken)
    expect(screen.getByText('Menu Items Error')).toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { ChainSettings } from './chain-settings'

const stored = {
  auctionPaymentDays: 3,
  reinspectionDays: 7,
  originalsAfterPaymentDays: 7,
  taxPeriodMonths: 12,
  fiscalYearEndMonth: 3,
  version: 4,
}

describe('ChainSettings', () => {
  it('shows the owners’ periods with what each drives, and saves them with the loaded version', async () => {
    const saved: unknown[] = []
    server.use(
      http.get('*/api/settings/chain', () => HttpResponse.json(stored)),
      http.put('*/api/settings/chain', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        saved.push(body)
        return HttpResponse.json({ ...stored, ...body, version: 5 })
      }),
    )
    const { user } = renderWithProviders(<ChainSettings />)
    const days = await screen.findByRole('spinbutton', { name: /Days to pay the auction/ })
    expect(days).toHaveValue(3)
    expect(screen.getByText(/No law fixes these/)).toBeInTheDocument()
    expect(screen.getByText(/the business’s own promise to buyers/)).toBeInTheDocument()
    await user.clear(days)
    await user.type(days, '4')
    await user.click(screen.getByRole('button', { name: 'Save export chain periods' }))
    expect(await screen.findByText('Export chain periods saved')).toBeInTheDocument()
    expect(saved).toEqual([
      {
        auctionPaymentDays: 4,
        reinspectionDays: 7,
        originalsAfterPaymentDays: 7,
        taxPeriodMonths: 12,
        fiscalYearEndMonth: 3,
        version: 4,
      },
    ])
  })

  it('names a day count out of range under its field, without saving', async () => {
    let puts = 0
    server.use(
      http.get('*/api/settings/chain', () => HttpResponse.json(stored)),
      http.put('*/api/settings/chain', () => {
        puts += 1
        return HttpResponse.json(stored)
      }),
    )
    const { user } = renderWithProviders(<ChainSettings />)
    const days = await screen.findByRole('spinbutton', { name: /Days to re-inspect/ })
    await user.clear(days)
    await user.type(days, '90')
    await user.click(screen.getByRole('button', { name: 'Save export chain periods' }))
    expect(
      await screen.findByText('Days to re-inspect must be a whole number from 0 to 60'),
    ).toBeInTheDocument()
    expect(puts).toBe(0)
  })
})

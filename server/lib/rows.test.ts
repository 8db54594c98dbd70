import { describe, expect, it } from 'vitest'
import { withFields } from './rows'

describe('withFields', () => {
  it('adds fields to the row and replaces those it already has, keeping the rest', () => {
    const at = new Date('2026-11-02T10:00:00Z')
    const row = { id: 7, name: 'Yard 1', at }
    const out = withFields(row, { at: at.toISOString(), url: null as string | null })
    expect(out).toEqual({ id: 7, name: 'Yard 1', at: '2026-11-02T10:00:00.000Z', url: null })
    expect(Object.keys(out)).toEqual(['id', 'name', 'at', 'url'])
  })
})

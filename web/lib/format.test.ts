import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

describe('formatMoney', () => {
  it.each([
    ['1500000.00', 'JPY', 'JPY 1,500,000'],
    ['9999999999.99', 'USD', 'USD 9,999,999,999.99'],
    ['1347000', 'KES', 'KES 1,347,000.00'],
    ['-25.5', 'AED', 'AED -25.50'],
    ['0', 'USD', 'USD 0.00'],
    ['1234567890123456.78', 'USD', 'USD 1,234,567,890,123,456.78'],
  ])('%s %s → %s', (amount, currency, text) => expect(formatMoney(amount, currency)).toBe(text))
})

import { describe, expect, it } from 'vitest'
import {
  currencyDecimals,
  formatAmount,
  formatCompactAmount,
  formatMoney,
  multiplyAmount,
  parseMoney,
  pendingText,
  splitAmount,
  subtractAmount,
  sumAmounts,
} from './money'

describe('formatMoney', () => {
  it.each([
    ['1500000.00', 'JPY', 'JPY 1,500,000'],
    ['1500000.5', 'JPY', 'JPY 1,500,001'],
    ['9999999999.99', 'USD', 'USD 9,999,999,999.99'],
    ['1347000', 'KES', 'KES 1,347,000.00'],
    ['-25.5', 'AED', 'AED -25.50'],
    ['0', 'USD', 'USD 0.00'],
    ['1234567890123456.78', 'USD', 'USD 1,234,567,890,123,456.78'],
    ['0.125', 'USD', 'USD 0.13'],
    [1250, 'EUR', 'EUR 1,250.00'],
  ])('%s %s → %s', (amount, currency, text) => expect(formatMoney(amount, currency)).toBe(text))

  it('formats the number alone the same way', () =>
    expect(formatAmount('2495000', 'PKR')).toBe('2,495,000.00'))
})

describe('currencyDecimals', () => {
  it.each([
    ['JPY', 0],
    ['usd', 2],
    ['KES', 2],
    ['BHD', 3],
    ['XYZ', 2],
  ])('%s has %i', (code, digits) => expect(currencyDecimals(code)).toBe(digits))
})

describe('parseMoney', () => {
  it.each([
    ['1,500,000', '1500000'],
    [' 12.5 ', '12.5'],
    [42, '42'],
    ['', null],
    ['-3', null],
    ['1e5', null],
    ['abc', null],
    [null, null],
  ])('%s → %s', (text, value) => expect(parseMoney(text as string | null)).toBe(value))
})

describe('formatCompactAmount', () => {
  it.each([
    ['40000000.00', '40M'],
    ['1500', '1.5K'],
    [950, '950'],
    ['0', '0'],
    ['-2500000', '-2.5M'],
  ])('%s → %s', (amount, text) => expect(formatCompactAmount(amount)).toBe(text))
})

describe('pendingText', () => {
  it('shows what is owed, and money paid above it as credit held, never a negative amount owed', () => {
    expect(pendingText('450000.00', 'PKR')).toBe('PKR 450,000.00')
    expect(pendingText('-50000.00', 'PKR')).toBe('Credit held PKR 50,000.00')
    expect(pendingText('0.00', 'USD')).toBe('USD 0.00')
  })
})

describe('arithmetic on amounts', () => {
  it('sums exactly where binary floats would not', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30')
    expect(sumAmounts([])).toBe('0.00')
    expect(sumAmounts(['1500000', '1'], 0)).toBe('1500001')
  })

  it('subtracts into credit below zero', () => {
    expect(subtractAmount('100.00', '150.50')).toBe('-50.50')
  })

  it('multiplies and rounds half away from zero, as PostgreSQL round() does', () => {
    expect(multiplyAmount('10.005', '1')).toBe('10.01')
    expect(multiplyAmount('-10.005', '1')).toBe('-10.01')
    expect(multiplyAmount('1500000', '0.0067')).toBe('10050.00')
    expect(multiplyAmount('3', '333.335', 0)).toBe('1000')
  })

  it('splits into equal parts in the minor unit, the last taking the remainder', () => {
    expect(splitAmount('100.00', 3)).toEqual(['33.33', '33.33', '33.34'])
    expect(splitAmount('1000000', 3, 0)).toEqual(['333333.00', '333333.00', '333334.00'])
    const parts = splitAmount('999.99', 7)
    expect(sumAmounts(parts)).toBe('999.99')
  })
})

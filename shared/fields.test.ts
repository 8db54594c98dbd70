import { describe, expect, it } from 'vitest'
import { isoDate, loadedVersion, money, toInternationalPhone } from './fields'

describe('toInternationalPhone', () => {
  it.each([
    ['090-1234-5678', '+81', '+819012345678'],
    ['+254 712 345678', '+81', '+254712345678'],
    ['00971501234567', '+81', '+971501234567'],
    ['0300 1234567', '+92', '+923001234567'],
    ['', '+92', null],
  ])('%s with %s → %s', (raw, dial, out) => expect(toInternationalPhone(raw, dial)).toBe(out))
})

describe('isoDate', () => {
  it('accepts real dates and refuses others', () => {
    expect(isoDate('Date').safeParse('2024-02-29').success).toBe(true)
    expect(isoDate('Date').safeParse('2023-02-29').success).toBe(false)
    expect(isoDate('Date').safeParse('29/02/2024').success).toBe(false)
  })
})

describe('money', () => {
  it('keeps decimal strings exact and refuses more than 2 decimals', () => {
    expect(money('Amount').parse('9999999999.99')).toBe('9999999999.99')
    expect(money('Amount').parse('1,500,000')).toBe('1500000')
    expect(money('Amount').safeParse('1.005').success).toBe(false)
    expect(money('Amount').safeParse('-5').success).toBe(false)
  })
})

describe('money when nothing is given', () => {
  it.each([[''], ['   '], [undefined], [null]])(
    '%j says the field is required, not that the amount is malformed',
    (v) => {
      const result = money('Purchase price').safeParse(v)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Purchase price is required'])
    },
  )
})

describe('loadedVersion', () => {
  it('takes a version the server can have given, and refuses one beyond a PostgreSQL integer', () => {
    expect(loadedVersion.parse('7')).toBe(7)
    expect(loadedVersion.parse('')).toBeUndefined()
    expect(loadedVersion.safeParse(2_147_483_647).success).toBe(true)
    expect(loadedVersion.safeParse(2_147_483_648).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { lastSafeArrival } from './destination-rules'

const kenya = { maxAgeYears: 8, ageFrom: 'first_registration', appliedBy: 'year_end' } as const
const car = (
  year: number | null,
  month: number | null,
  firstRegYear: number | null = null,
  firstRegMonth: number | null = null,
) => ({
  year,
  month,
  firstRegYear,
  firstRegMonth,
})

describe('lastSafeArrival', () => {
  it.each([
    [
      'Kenya: first registered 2015/06 → 31 December 2022',
      kenya,
      car(2014, 11, 2015, 6),
      '2022-12-31',
      'first_registration',
    ],
    ['Kenya: the month does not matter', kenya, car(2015, 1, 2015, 1), '2022-12-31', 'first_registration'],
    [
      'Kenya without a first registration counts from manufacture',
      kenya,
      car(2014, 11),
      '2021-12-31',
      'manufacture',
    ],
    [
      '5 years by arrival, registered 2019/04 → 2024-03-31',
      { maxAgeYears: 5, ageFrom: 'first_registration', appliedBy: 'arrival' } as const,
      car(2019, 1, 2019, 4),
      '2024-03-31',
      'first_registration',
    ],
    [
      'by arrival, month not known → counted from January',
      { maxAgeYears: 5, ageFrom: 'first_registration', appliedBy: 'arrival' } as const,
      car(2019, null, 2019, null),
      '2023-12-31',
      'first_registration',
    ],
    [
      'by arrival into a leap year: registered 2016/03, 4 years → 29 February 2020',
      { maxAgeYears: 4, ageFrom: 'first_registration', appliedBy: 'arrival' } as const,
      car(2016, 3, 2016, 3),
      '2020-02-29',
      'first_registration',
    ],
    [
      'by arrival into a common year: registered 2017/03, 4 years → 28 February 2021',
      { maxAgeYears: 4, ageFrom: 'first_registration', appliedBy: 'arrival' } as const,
      car(2017, 3, 2017, 3),
      '2021-02-28',
      'first_registration',
    ],
    [
      'counted from manufacture even when registered later',
      { maxAgeYears: 10, ageFrom: 'manufacture', appliedBy: 'arrival' } as const,
      car(2016, 12, 2017, 2),
      '2026-11-30',
      'manufacture',
    ],
  ])('%s', (_name, rule, vehicle, date, basis) => {
    expect(lastSafeArrival(rule, vehicle)).toEqual({ kind: 'until', date, basis })
  })

  it('says when there is no limit, or when the car has no year to count from', () => {
    expect(lastSafeArrival({ ...kenya, maxAgeYears: null }, car(2001, 1))).toEqual({ kind: 'no limit' })
    expect(lastSafeArrival(kenya, car(null, null))).toEqual({ kind: 'unknown' })
  })
})

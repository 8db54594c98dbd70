import { describe, expect, it } from 'vitest'
import { BlCheckInput, checkBlDraft, compareBlDraft, parseBlDraft } from './bl-check'

const cars = [
  { chassisNo: 'ZVW30-1234567', model: 'Toyota Prius S', year: 2015 },
  { chassisNo: 'GK3-1100223', model: 'Honda Fit 13G', year: 2018 },
  { chassisNo: 'E12-445566', model: 'Nissan Note X', year: null },
]

describe('parseBlDraft', () => {
  it.each([
    ['tabs', 'ZVW30-1234567\tToyota Prius S\t2015'],
    ['commas', 'ZVW30-1234567,Toyota Prius S,2015'],
    ['commas and spaces', 'ZVW30-1234567 ,  Toyota Prius S, 2015'],
    ['two or more spaces', 'ZVW30-1234567   Toyota Prius S  2015'],
    ['a trailing separator', 'ZVW30-1234567\tToyota Prius S\t2015\t'],
  ])('reads chassis, model and year separated by %s', (_, text) => {
    expect(parseBlDraft(text)).toEqual([
      { line: 1, chassisNo: 'ZVW30-1234567', model: 'Toyota Prius S', year: '2015' },
    ])
  })

  it('skips a header and blank lines, and numbers lines as pasted', () => {
    const text =
      '\nChassis No.\tModel\tYear\n\nZVW30-1234567\tToyota Prius S\t2015\r\n   \r\nGK3-1100223\tHonda Fit 13G\t2018\n'
    expect(parseBlDraft(text).map((l) => [l.line, l.chassisNo])).toEqual([
      [4, 'ZVW30-1234567'],
      [6, 'GK3-1100223'],
    ])
  })

  it('takes a first line with a digit as a car, and only the first line as a header', () => {
    expect(parseBlDraft('ZVW30-1234567, Toyota Prius S, 2015').map((l) => l.line)).toEqual([1])
    expect(parseBlDraft('Chassis, Model, Year\nCHASSIS, MODEL, YEAR').map((l) => l.line)).toEqual([2])
    expect(
      parseBlDraft('Chassis No.\tModel\tYear (4 digits)\nGK3-1100223\tHonda Fit 13G\t2018'),
    ).toHaveLength(1)
  })

  it('keeps an empty cell in place and reads the year out of a month', () => {
    expect(parseBlDraft('ZVW30-1234567\t\t2015/04')).toEqual([
      { line: 1, chassisNo: 'ZVW30-1234567', model: '', year: '2015' },
    ])
    expect(parseBlDraft('ZVW30-1234567')).toEqual([
      { line: 1, chassisNo: 'ZVW30-1234567', model: '', year: '' },
    ])
  })
})

describe('compareBlDraft', () => {
  const check = (text: string) => checkBlDraft(text, cars).problems

  it('finds nothing when the draft matches, whatever its case and spacing', () => {
    expect(
      check(
        'chassis\tmodel\tyear\nzvw30 -1234567\tTOYOTA  prius s\t2015\ngk3-1100223, honda fit 13g, 2018\ne12-445566  Nissan Note X',
      ),
    ).toEqual([])
  })

  it('names the line, the chassis and what differs', () => {
    expect(
      check(
        [
          'ZVW30-1234567\tToyota Prius\t2014',
          'XXX99-000001\tMazda Demio\t2016',
          'E12-445566\tNissan Note X\t2012',
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 1,
        chassisNo: 'ZVW30-1234567',
        problem: 'model differs: draft Toyota Prius, records Toyota Prius S',
      },
      { line: 1, chassisNo: 'ZVW30-1234567', problem: 'year differs: draft 2014, records 2015' },
      { line: 2, chassisNo: 'XXX99-000001', problem: 'chassis not on this shipment' },
      { line: 3, chassisNo: 'E12-445566', problem: 'year differs: draft 2012, records —' },
      { line: null, chassisNo: 'GK3-1100223', problem: 'missing from the draft' },
    ])
  })

  it('names a chassis listed twice and a model left out', () => {
    expect(
      compareBlDraft(
        [
          { line: 1, chassisNo: 'GK3-1100223', model: 'Honda Fit 13G', year: '2018' },
          { line: 2, chassisNo: 'gk3-1100223', model: 'Honda Fit 13G', year: '2018' },
          { line: 3, chassisNo: 'ZVW30-1234567', model: '', year: '2015' },
        ],
        cars.slice(0, 2),
      ),
    ).toEqual([
      { line: 2, chassisNo: 'gk3-1100223', problem: 'listed twice: also on line 1' },
      { line: 3, chassisNo: 'ZVW30-1234567', problem: 'model differs: draft —, records Toyota Prius S' },
    ])
  })

  it('lists every car on board as missing from a draft of only a header', () => {
    expect(check('Chassis\tModel\tYear').map((p) => [p.line, p.chassisNo, p.problem])).toEqual(
      cars.map((c) => [null, c.chassisNo, 'missing from the draft']),
    )
  })
})

describe('BlCheckInput', () => {
  it.each([
    ['', 'Draft is required'],
    [' \n\t ', 'Draft is required'],
    ['x'.repeat(20_001), 'Draft must be at most 20,000 characters'],
  ])('refuses %j naming draft', (draft, message) => {
    const result = BlCheckInput.safeParse({ draft })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['draft', message])
  })

  it('keeps the draft as pasted, leading blank lines included', () => {
    expect(BlCheckInput.parse({ draft: '\nA\t1' }).draft).toBe('\nA\t1')
  })
})

import { describe, expect, it } from 'vitest'
import {
  type ChainSettings,
  ChainSettingsInput,
  type DeadlineKind,
  deadlineDue,
  deadlineRoles,
  type ExportStep,
  type LoadingReadiness,
  loadingGaps,
  paidInFullOn,
  stepRoles,
  taxPeriodEnd,
} from './export-files'

const chain: ChainSettings = {
  auctionPaymentDays: 3,
  reinspectionDays: 7,
  originalsAfterPaymentDays: 5,
  taxPeriodMonths: 3,
  fiscalYearEndMonth: 3,
}

describe('deadlineDue', () => {
  it.each([
    [
      'the vendor due date when there is one',
      deadlineDue.auction_payment('2026-11-10', '2026-11-02', chain),
      '2026-11-10',
    ],
    [
      'else the auction sale day + 3 days',
      deadlineDue.auction_payment(null, '2026-11-29', chain),
      '2026-12-02',
    ],
    ['a certificate: planned date + 15 days', deadlineDue.deregistration_return('2026-04-30'), '2026-05-15'],
    ['a failed car: inspected + 7 days', deadlineDue.reinspection('2026-12-28', chain), '2027-01-04'],
    [
      'the originals: paid in full + 5 days',
      deadlineDue.originals_after_payment('2026-11-20', chain),
      '2026-11-25',
    ],
    ['the recycle refund: departed + 2 years', deadlineDue.recycle_refund_window('2026-11-01'), '2028-11-01'],
    ['the recycle refund from 29 February', deadlineDue.recycle_refund_window('2028-02-29'), '2030-02-28'],
    [
      'the tax: the quarter of the departure',
      deadlineDue.consumption_tax_claim('2026-11-15', chain),
      '2026-12-31',
    ],
  ])('%s', (_, due, expected) => {
    expect(due).toBe(expected)
  })
})

describe('taxPeriodEnd', () => {
  it.each([
    // A business year ending in March: quarters end in June, September, December and March.
    ['2026-04-01', 3, 3, '2026-06-30'],
    ['2026-06-30', 3, 3, '2026-06-30'],
    ['2026-07-01', 3, 3, '2026-09-30'],
    ['2027-01-15', 3, 3, '2027-03-31'],
    ['2027-03-31', 3, 3, '2027-03-31'],
    // Yearly: the business year's last day.
    ['2026-04-01', 12, 3, '2027-03-31'],
    ['2026-11-15', 12, 3, '2027-03-31'],
    ['2027-03-01', 12, 3, '2027-03-31'],
    ['2026-11-15', 12, 12, '2026-12-31'],
    // Monthly: the month's last day (a leap February).
    ['2028-02-10', 1, 3, '2028-02-29'],
    // A business year ending in December: calendar quarters.
    ['2026-11-15', 3, 12, '2026-12-31'],
    ['2026-01-02', 3, 12, '2026-03-31'],
    // Ending in June: quarters end September, December, March, June.
    ['2026-05-20', 3, 6, '2026-06-30'],
    ['2026-07-01', 3, 6, '2026-09-30'],
  ] as const)('%s, %i-month periods, year ending in month %i → %s', (date, months, fyEnd, expected) => {
    expect(taxPeriodEnd(date, months, fyEnd)).toBe(expected)
  })
})

describe('paidInFullOn', () => {
  it.each([
    [
      'the payment that reached the price',
      [
        ['2026-11-01', '500'],
        ['2026-11-20', '500'],
      ],
      '1000',
      '2026-11-20',
    ],
    [
      'in date order, whatever the order given',
      [
        ['2026-12-01', '600'],
        ['2026-11-01', '600'],
      ],
      '1000',
      '2026-12-01',
    ],
    [
      'an earlier overpayment completes it',
      [
        ['2026-11-01', '1200'],
        ['2026-12-01', '10'],
      ],
      '1000',
      '2026-11-01',
    ],
    ['not yet paid in full', [['2026-11-01', '999.99']], '1000', null],
    ['nothing paid', [], '1000', null],
  ] as const)('%s', (_, paid, price, expected) => {
    expect(
      paidInFullOn(
        paid.map(([date, amount]) => ({ date, amount })),
        price,
      ),
    ).toBe(expected)
  })
})

const ready: LoadingReadiness = {
  stockNo: 'KR-000012',
  deregIssuedOn: '2026-10-03',
  deregReturnedOn: null,
  inspectionResult: 'passed',
  inspectionExpiresOn: null,
  requiredInspection: 'QISJ',
  sale: null,
}
const sold = (paid: string): LoadingReadiness => ({
  ...ready,
  sale: {
    currency: 'KES',
    paid,
    schedule: [
      { dueDate: '2026-11-01', amount: '100000.00' },
      { dueDate: '2026-11-20', amount: '150000.00' },
      { dueDate: '2026-12-20', amount: '150000.00' },
    ],
  },
})

describe('loadingGaps', () => {
  it.each([
    ['an unsold car with its papers', ready, '2026-11-20', []],
    [
      'not deregistered',
      { ...ready, deregIssuedOn: null },
      '2026-11-20',
      ['KR-000012: not deregistered for export'],
    ],
    [
      'an inspection expired by the loading day',
      { ...ready, inspectionExpiresOn: '2026-11-19' },
      '2026-11-20',
      ['KR-000012: no valid inspection by QISJ'],
    ],
    ['sold, paid what is due by the day', sold('250000'), '2026-11-20', []],
    ['sold, the later instalment not yet due', sold('100000'), '2026-11-19', []],
    [
      'sold, an instalment due on the loading day unpaid',
      sold('100000'),
      '2026-11-20',
      ['KR-000012: KES 150,000.00 due by 2026-11-20 not paid'],
    ],
    [
      'sold, part paid',
      sold('120000.50'),
      '2026-11-21',
      ['KR-000012: KES 129,999.50 due by 2026-11-21 not paid'],
    ],
    ['sold, paid ahead', sold('400000'), '2026-11-21', []],
  ])('%s', (_, car, date, gaps) => {
    expect(loadingGaps(car, date)).toEqual(gaps)
  })
})

describe('ChainSettingsInput', () => {
  const valid = {
    auctionPaymentDays: 3,
    reinspectionDays: 7,
    originalsAfterPaymentDays: 7,
    taxPeriodMonths: 3,
    fiscalYearEndMonth: 3,
  }
  it('takes numbers typed in a form', () => {
    expect(
      ChainSettingsInput.parse({ ...valid, auctionPaymentDays: '4', taxPeriodMonths: '12' }),
    ).toMatchObject({
      auctionPaymentDays: 4,
      taxPeriodMonths: 12,
    })
  })
  it.each([
    ['auctionPaymentDays', -1],
    ['reinspectionDays', 61],
    ['originalsAfterPaymentDays', 2.5],
    ['originalsAfterPaymentDays', ''],
    ['taxPeriodMonths', 6],
    ['fiscalYearEndMonth', 13],
    ['fiscalYearEndMonth', 0],
  ])('refuses %s = %j, naming it', (field, value) => {
    const result = ChainSettingsInput.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field])
  })
})

/** The deadlines each step of the file sets: the role responsible for the step acts on them. */
const deadlinesOf: Record<ExportStep, DeadlineKind[]> = {
  dereg: ['deregistration_return', 'deregistration_before_departure'],
  inspection: ['reinspection', 'inspection_expires_before_eta'],
  permit: [],
  bl: ['last_safe_arrival_before_eta'],
  originals: ['originals_after_payment'],
  recycle: ['recycle_refund_window'],
  tax: ['consumption_tax_claim'],
}

describe('stepRoles', () => {
  it.each(Object.entries(deadlinesOf))('%s is kept by the role that acts on its deadlines', (step, kinds) => {
    for (const kind of kinds) expect(deadlineRoles[kind]).toBe(stepRoles[step as ExportStep])
  })
})

import Decimal from 'decimal.js'
import { z } from 'zod'
import { addDays, addMonths, monthEnd, monthStart } from './dates'
import {
  blankToUndefined,
  loadedVersion,
  money,
  optionalChoice,
  optionalIsoDate,
  optionalText,
} from './fields'
import { formatMoney, sumAmounts } from './money'
import { type Role, roles } from './roles'

/**
 * The periods of Japan's export chain that Kuruma computes deadlines from, each with where it is
 * published. A period no public source states is not here: it is the owners' setting.
 */
export const exportPeriods = {
  /** Export deregistration is applied for at most 6 months before the planned export date. */
  deregistrationAheadMonths: {
    value: 6,
    source: 'https://www.mlit.go.jp/jidosha/sesaku/environment/recycle/recycle/export02.html',
  },
  /** A car not exported by its planned date: the export certificate is returned within 15 days. */
  deregistrationReturnDays: {
    value: 15,
    source: 'https://www.mlit.go.jp/jidosha/sesaku/environment/recycle/recycle/export02.html',
  },
  /** The recycle deposit is refunded on a claim made within 2 years of export. */
  recycleRefundYears: { value: 2, source: 'https://www.jarc.or.jp/automobile/fee/export/' },
} as const

export const inspectionResults = ['passed', 'failed'] as const

/** One car's export file: deregistration, inspection, export permit, originals and the recycle refund. */
export const ExportFileInput = z
  .object({
    version: loadedVersion,
    deregAppliedOn: optionalIsoDate('Applied on'),
    deregCertificateNo: optionalText(40),
    plannedExportOn: optionalIsoDate('Planned export date'),
    deregIssuedOn: optionalIsoDate('Issued on'),
    deregReturnedOn: optionalIsoDate('Returned on'),
    inspectionAgency: optionalText(120),
    inspectionBookedOn: optionalIsoDate('Booked on'),
    inspectionResult: optionalChoice(inspectionResults),
    inspectedOn: optionalIsoDate('Inspected on'),
    inspectionCertificateNo: optionalText(40),
    inspectionExpiresOn: optionalIsoDate('Expires on'),
    exportPermitNo: optionalText(40),
    exportPermitOn: optionalIsoDate('Permit date'),
    originalsCourier: optionalText(60),
    originalsTracking: optionalText(60),
    originalsSentOn: optionalIsoDate('Sent on'),
    originalsDeliveredOn: optionalIsoDate('Delivered on'),
    recycleClaimedOn: optionalIsoDate('Claimed on'),
    recycleAmount: z
      .preprocess(blankToUndefined, money('Refund amount').optional())
      .transform((v) => v ?? null),
    recycleReceivedOn: optionalIsoDate('Received on'),
    taxClaimPeriodEnd: optionalIsoDate('Claimed in the return for the period ending'),
    taxRefundAmount: z
      .preprocess(blankToUndefined, money('Tax refund amount').optional())
      .transform((v) => v ?? null),
    taxRefundedOn: optionalIsoDate('Tax refunded on'),
    notes: optionalText(2000),
    /** An owner sends the originals of a car not yet fully paid, with the reason (audited). */
    overrideReason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.deregAppliedOn && v.plannedExportOn) {
      const latest = addMonths(v.deregAppliedOn, exportPeriods.deregistrationAheadMonths.value)
      if (v.plannedExportOn > latest)
        issue('plannedExportOn', `Planned export date is at most 6 months after the application (${latest})`)
      if (v.plannedExportOn < v.deregAppliedOn)
        issue('plannedExportOn', 'Planned export date cannot be before the application')
    }
    if (v.deregIssuedOn && v.deregAppliedOn && v.deregIssuedOn < v.deregAppliedOn)
      issue('deregIssuedOn', 'Issued on cannot be before the application')
    if (v.inspectionResult && !v.inspectedOn) issue('inspectedOn', 'Inspected on is required with a result')
    if (v.originalsDeliveredOn && !v.originalsSentOn)
      issue('originalsSentOn', 'Sent on is required once delivered')
    if (v.originalsDeliveredOn && v.originalsSentOn && v.originalsDeliveredOn < v.originalsSentOn)
      issue('originalsDeliveredOn', 'Delivered on cannot be before sent on')
    if (v.recycleReceivedOn && !v.recycleAmount)
      issue('recycleAmount', 'Refund amount is required once received')
    if (v.taxRefundedOn && !v.taxRefundAmount)
      issue('taxRefundAmount', 'Tax refund amount is required once refunded')
    if (v.taxRefundedOn && !v.taxClaimPeriodEnd)
      issue('taxClaimPeriodEnd', 'The return period is required once refunded')
  })
export type ExportFileInput = z.infer<typeof ExportFileInput>

export const ExportFile = z.object({
  version: z.number().int(),
  vehicleId: z.number().int(),
  deregAppliedOn: z.string().nullable(),
  deregCertificateNo: z.string().nullable(),
  plannedExportOn: z.string().nullable(),
  deregIssuedOn: z.string().nullable(),
  deregReturnedOn: z.string().nullable(),
  inspectionAgency: z.string().nullable(),
  inspectionBookedOn: z.string().nullable(),
  inspectionResult: z.enum(inspectionResults).nullable(),
  inspectedOn: z.string().nullable(),
  inspectionCertificateNo: z.string().nullable(),
  inspectionExpiresOn: z.string().nullable(),
  exportPermitNo: z.string().nullable(),
  exportPermitOn: z.string().nullable(),
  originalsCourier: z.string().nullable(),
  originalsTracking: z.string().nullable(),
  originalsSentOn: z.string().nullable(),
  originalsDeliveredOn: z.string().nullable(),
  recycleClaimedOn: z.string().nullable(),
  recycleAmount: z.string().nullable(),
  recycleReceivedOn: z.string().nullable(),
  taxClaimPeriodEnd: z.string().nullable(),
  taxRefundAmount: z.string().nullable(),
  taxRefundedOn: z.string().nullable(),
  notes: z.string().nullable(),
})
export type ExportFile = z.infer<typeof ExportFile>

/** The steps of the chain as the file's section shows them, one line each. */
export const exportSteps = ['dereg', 'inspection', 'permit', 'bl', 'originals', 'recycle', 'tax'] as const
export type ExportStep = (typeof exportSteps)[number]

export const stepLabels: Record<ExportStep, string> = {
  dereg: 'Export deregistration',
  inspection: 'Inspection',
  permit: 'Export permit',
  bl: 'B/L',
  originals: 'Originals',
  recycle: 'Recycle refund',
  tax: 'Consumption tax',
}

/** Who is responsible for each step: the stock side keeps the papers, the money office claims refunds (as `deadlineRoles`). */
export const stepRoles: Record<ExportStep, Role> = {
  dereg: 'AgentStock',
  inspection: 'AgentStock',
  permit: 'AgentStock',
  bl: 'AgentStock',
  originals: 'AgentStock',
  recycle: 'Accounts',
  tax: 'Accounts',
}

/** The steps that keep a scanned document (image or PDF); the B/L is the shipment's. */
export const documentSteps = ['dereg', 'inspection', 'permit', 'originals', 'recycle'] as const
export type DocumentStep = (typeof documentSteps)[number]

/** A step's scanned document: a signed, expiring URL with the file's name and type. */
export const StepDocument = z.object({ url: z.string(), name: z.string().nullable(), type: z.string() })
export type StepDocument = z.infer<typeof StepDocument>

export const StepDocuments = z.object({
  dereg: StepDocument.nullable(),
  inspection: StepDocument.nullable(),
  permit: StepDocument.nullable(),
  originals: StepDocument.nullable(),
  recycle: StepDocument.nullable(),
})
export type StepDocuments = z.infer<typeof StepDocuments>

export const exportFileMessages = {
  documentAttached: (step: DocumentStep) => `${stepLabels[step]}: document saved`,
  documentRemoved: (step: DocumentStep) => `${stepLabels[step]}: document removed`,
} as const

/** What the page proposes around the file: the inspection the destination requires, the shipment's dates. */
export const ExportFileView = z.object({
  file: ExportFile.nullable(),
  /** Each step's scanned document, or null. */
  documents: StepDocuments,
  /** The destination's required inspection agency, when the car is on a shipment to a country with one. */
  requiredInspection: z.string().nullable(),
  shipment: z
    .object({
      id: z.number().int(),
      reference: z.string(),
      etd: z.string(),
      eta: z.string(),
      departedOn: z.string().nullable(),
      blNumber: z.string().nullable(),
    })
    .nullable(),
})
export type ExportFileView = z.infer<typeof ExportFileView>

export const deadlineKinds = [
  'auction_payment',
  'deregistration_return',
  'deregistration_before_departure',
  'reinspection',
  'inspection_expires_before_eta',
  'last_safe_arrival_before_eta',
  'originals_after_payment',
  'recycle_refund_window',
  'consumption_tax_claim',
] as const
export type DeadlineKind = (typeof deadlineKinds)[number]

export const deadlineLabels: Record<DeadlineKind, string> = {
  auction_payment: 'Pay the auction',
  deregistration_return: 'Return the export certificate',
  deregistration_before_departure: 'Planned export date before departure',
  reinspection: 'Re-inspect the failed car',
  inspection_expires_before_eta: 'Inspection expires before arrival',
  last_safe_arrival_before_eta: 'Arrives after its last safe day',
  originals_after_payment: 'Send the originals',
  recycle_refund_window: 'Claim the recycle refund',
  consumption_tax_claim: 'Claim the consumption tax',
}

/** Who acts on each deadline: the money office pays and claims, the stock side keeps the papers. */
export const deadlineRoles: Record<DeadlineKind, Role> = {
  auction_payment: 'Accounts',
  deregistration_return: 'AgentStock',
  deregistration_before_departure: 'AgentStock',
  reinspection: 'AgentStock',
  inspection_expires_before_eta: 'AgentStock',
  last_safe_arrival_before_eta: 'AgentStock',
  originals_after_payment: 'AgentStock',
  recycle_refund_window: 'Accounts',
  consumption_tax_claim: 'Accounts',
}

/**
 * The export chain's periods that no law fixes, kept by the owners in Settings (`business_settings`), with
 * their defaults: the auction's payment terms (its own conditions; commonly 3–4 days,
 * https://jp-autoauction.net/?p=1040), the days to re-inspect a failed car and to send the originals
 * after full payment (the business's own promise), and the consumption-tax return period (monthly,
 * quarterly or yearly, ending with the business year).
 */
export const ChainSettings = z.object({
  auctionPaymentDays: z.number().int(),
  reinspectionDays: z.number().int(),
  originalsAfterPaymentDays: z.number().int(),
  taxPeriodMonths: z.union([z.literal(1), z.literal(3), z.literal(12)]),
  fiscalYearEndMonth: z.number().int(),
})
export type ChainSettings = z.infer<typeof ChainSettings>

/** The settings as the page loads them: with the record's version, sent back on save. */
export const ChainSettingsView = ChainSettings.extend({ version: z.number().int() })
export type ChainSettingsView = z.infer<typeof ChainSettingsView>

export const taxPeriodMonths = [1, 3, 12] as const

/** A whole number typed in a form or sent as JSON, from `min` to `max`, the message naming the field. */
const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )
}

/** What an owner saves in Settings: the days (0–60), the return period and the business year's last month. */
export const ChainSettingsInput = z.object({
  version: loadedVersion,
  auctionPaymentDays: wholeNumber('Days to pay the auction', 0, 60),
  reinspectionDays: wholeNumber('Days to re-inspect', 0, 60),
  originalsAfterPaymentDays: wholeNumber('Days to send the originals', 0, 60),
  taxPeriodMonths: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(3), z.literal(12)], {
      error: 'Consumption-tax return period must be 1, 3 or 12 months',
    }),
  ),
  fiscalYearEndMonth: wholeNumber('Last month of the business year', 1, 12),
})
export type ChainSettingsInput = z.output<typeof ChainSettingsInput>

/**
 * The last day of the consumption-tax return period that holds `date`: periods of `months` months,
 * counted back from the business year that ends with `fiscalYearEndMonth`.
 */
export const taxPeriodEnd = (date: string, months: 1 | 3 | 12, fiscalYearEndMonth: number) => {
  const intoYear = (Number(date.slice(5, 7)) - fiscalYearEndMonth + 23) % 12
  return monthEnd(addMonths(monthStart(date), months - 1 - (intoYear % months)))
}

/** The day a sale was paid in full: the date of the payment that brought what was paid to its price. */
export const paidInFullOn = (payments: { date: string; amount: string }[], price: string) => {
  let paid = new Decimal(0)
  for (const p of [...payments].sort((a, b) => a.date.localeCompare(b.date))) {
    paid = paid.plus(p.amount)
    if (paid.gte(price)) return p.date
  }
  return null
}

/**
 * Each deadline as the list computes it (in SQL, mirroring these): the certificate of a car not exported
 * by its planned date goes back within 15 days; a planned date before the shipment's ETD must be moved
 * (customs will not clear after it); an inspection that expires before the ETA must be redone; the
 * recycle refund is claimed within 2 years of the departure. The rest count the owners' periods
 * (`ChainSettings`): the auction is paid by the vehicle's vendor due date, else the auction's terms after
 * the sale day; a failed car is re-inspected within the days set; the originals go within the days set
 * after the payment that completed the sale; the consumption tax of a car exported is claimed in the
 * return for the period of its departure, by that period's last day.
 */
export const deadlineDue = {
  auction_payment: (vendorDueDate: string | null, auctionSaleDate: string, chain: ChainSettings) =>
    vendorDueDate ?? addDays(auctionSaleDate, chain.auctionPaymentDays),
  deregistration_return: (plannedExportOn: string) =>
    addDays(plannedExportOn, exportPeriods.deregistrationReturnDays.value),
  reinspection: (inspectedOn: string, chain: ChainSettings) => addDays(inspectedOn, chain.reinspectionDays),
  originals_after_payment: (paidInFullOn: string, chain: ChainSettings) =>
    addDays(paidInFullOn, chain.originalsAfterPaymentDays),
  recycle_refund_window: (departedOn: string) =>
    addMonths(departedOn, 12 * exportPeriods.recycleRefundYears.value),
  consumption_tax_claim: (departedOn: string, chain: ChainSettings) =>
    taxPeriodEnd(departedOn, chain.taxPeriodMonths, chain.fiscalYearEndMonth),
} as const

export const Deadline = z.object({
  kind: z.enum(deadlineKinds),
  vehicleId: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  dueOn: z.string(),
  /** What the deadline is measured against: the planned export date, the ETD or ETA, the departure. */
  detail: z.string(),
  /** The role that acts on it (`deadlineRoles`). */
  role: z.enum(roles),
})
export type Deadline = z.infer<typeof Deadline>

/** What the loading gate reads of a car on board. */
export type LoadingReadiness = {
  stockNo: string
  deregIssuedOn: string | null
  deregReturnedOn: string | null
  inspectionResult: string | null
  inspectionExpiresOn: string | null
  /** The destination's required inspection agency, or null. */
  requiredInspection: string | null
  /** The car's active sale: what was paid in on it and its schedule; null when unsold. */
  sale: { currency: string; paid: string; schedule: { dueDate: string; amount: string }[] } | null
}

/** What a sale's schedule asks for by `date` that what was paid on it does not cover (0 when none). */
export const unpaidBy = (sale: NonNullable<LoadingReadiness['sale']>, date: string) => {
  const due = sale.schedule.filter((line) => line.dueDate <= date).map((line) => line.amount)
  return Decimal.max(0, new Decimal(sumAmounts(due)).minus(sale.paid)).toFixed(2)
}

/**
 * Why a car may not be loaded on `date`, or nothing: it must be deregistered for export (its certificate
 * issued and not returned), where its destination requires an inspection have passed one that has not
 * expired, and, sold, be paid as its terms require: every instalment due by that day paid.
 */
export const loadingGaps = (car: LoadingReadiness, date: string): string[] => {
  const unpaid = car.sale ? unpaidBy(car.sale, date) : '0.00'
  return [
    ...(!car.deregIssuedOn || car.deregReturnedOn ? [`${car.stockNo}: not deregistered for export`] : []),
    ...(car.requiredInspection &&
    (car.inspectionResult !== 'passed' ||
      (car.inspectionExpiresOn !== null && car.inspectionExpiresOn < date))
      ? [`${car.stockNo}: no valid inspection by ${car.requiredInspection}`]
      : []),
    ...(car.sale && new Decimal(unpaid).gt(0)
      ? [`${car.stockNo}: ${formatMoney(unpaid, car.sale.currency)} due by ${date} not paid`]
      : []),
  ]
}

/** The originals go to a buyer only once the car is paid in full: the refusal, naming what is still due. */
export const originalsGateMessage = (due: string, currency: string) =>
  `The originals are sent only once the car is fully paid: ${formatMoney(due, currency)} still due`

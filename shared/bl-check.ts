import { z } from 'zod'

/** The shipping line's draft B/L as pasted: one car a line, chassis, model and year. */
export const BlCheckInput = z.object({
  // Not trimmed: the line numbers in the answer are those of the text as pasted.
  draft: z
    .string({ error: 'Draft is required' })
    .min(1, 'Draft is required')
    .max(20_000, 'Draft must be at most 20,000 characters')
    .refine((v) => v.trim() !== '', 'Draft is required'),
})
export type BlCheckInput = z.infer<typeof BlCheckInput>

/** A car line of the draft; `line` counts from 1 in the text as pasted, blank lines included. */
export const BlDraftLine = z.object({
  line: z.number().int(),
  chassisNo: z.string(),
  model: z.string(),
  year: z.string(),
})
export type BlDraftLine = z.infer<typeof BlDraftLine>

/** One difference from the records; `line` is null for a car on board the draft does not list. */
export const BlProblem = z.object({
  line: z.number().int().nullable(),
  chassisNo: z.string(),
  problem: z.string(),
})
export type BlProblem = z.infer<typeof BlProblem>

export const BlCheck = z.object({ lines: z.array(BlDraftLine), problems: z.array(BlProblem) })
export type BlCheck = z.infer<typeof BlCheck>

/** A car as the records have it. */
export type BlRecord = { chassisNo: string; model: string; year: number | null }

export const blCheckMessages = {
  notOnShipment: 'chassis not on this shipment',
  modelDiffers: (draft: string, records: string) => `model differs: draft ${draft}, records ${records}`,
  yearDiffers: (draft: string, records: string) => `year differs: draft ${draft}, records ${records}`,
  twice: (line: number) => `listed twice: also on line ${line}`,
  missing: 'missing from the draft',
  matches: (n: number) => `The draft matches the records: ${n} ${n === 1 ? 'car' : 'cars'}`,
} as const

/** A line's cells: split on its tabs, else its commas, else runs of two or more spaces. */
const cellsOf = (row: string) =>
  row.split(row.includes('\t') ? '\t' : row.includes(',') ? ',' : /\s{2,}/).map((cell) => cell.trim())

/** Chassis numbers match whatever their case and spacing. */
export const chassisKey = (chassis: string) => chassis.replace(/\s+/g, '').toUpperCase()
const modelKey = (model: string) => model.trim().replace(/\s+/g, ' ').toLowerCase()
/** The four-digit year in a cell ("2019", "2019/04", "04-2019"), else the cell as written. */
const yearOf = (cell: string) => cell.match(/\b(?:19|20)\d{2}\b/)?.[0] ?? cell

/** A header names its first column, or holds no digit where every chassis and year has one. */
const isHeader = (row: string) => !/\d/.test(row) || /^(chassis|frame|vin)\b/i.test(row)

/** The car lines of a pasted draft: blank lines are skipped, and the first other line if a header. */
export const parseBlDraft = (text: string): BlDraftLine[] => {
  const lines: BlDraftLine[] = []
  let first = true
  for (const [i, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const row = raw.trim()
    if (!row) continue
    const header = first && isHeader(row)
    first = false
    if (header) continue
    const [chassisNo = '', model = '', year = ''] = cellsOf(row)
    lines.push({ line: i + 1, chassisNo, model: model.replace(/\s+/g, ' '), year: yearOf(year) })
  }
  return lines
}

const orNone = (v: string | number | null) => (v === null || v === '' ? '—' : String(v))

/**
 * Every difference between the draft and the cars on board, in the draft's order, then the cars the
 * draft leaves out in the records' order.
 */
export const compareBlDraft = (lines: readonly BlDraftLine[], cars: readonly BlRecord[]): BlProblem[] => {
  const byChassis = new Map(cars.map((car) => [chassisKey(car.chassisNo), car]))
  const seen = new Map<string, number>()
  const problems: BlProblem[] = []
  for (const l of lines) {
    const key = chassisKey(l.chassisNo)
    const car = byChassis.get(key)
    const problem = (text: string) => problems.push({ line: l.line, chassisNo: l.chassisNo, problem: text })
    if (!car) {
      problem(blCheckMessages.notOnShipment)
      continue
    }
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      problem(blCheckMessages.twice(earlier))
      continue
    }
    seen.set(key, l.line)
    if (modelKey(l.model) !== modelKey(car.model))
      problem(blCheckMessages.modelDiffers(orNone(l.model), car.model))
    if (l.year !== (car.year === null ? '' : String(car.year)))
      problem(blCheckMessages.yearDiffers(orNone(l.year), orNone(car.year)))
  }
  for (const car of cars)
    if (!seen.has(chassisKey(car.chassisNo)))
      problems.push({ line: null, chassisNo: car.chassisNo, problem: blCheckMessages.missing })
  return problems
}

/** The draft checked against the cars on board. */
export const checkBlDraft = (draft: string, cars: readonly BlRecord[]): BlCheck => {
  const lines = parseBlDraft(draft)
  return { lines, problems: compareBlDraft(lines, cars) }
}

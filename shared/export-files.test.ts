import { describe, expect, it } from 'vitest'
import { type DeadlineKind, deadlineRoles, type ExportStep, stepRoles } from './export-files'

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

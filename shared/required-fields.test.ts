import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BillInput, BillLineInput } from './bills'
import { CategoryInput } from './categories'
import { CustomerInput } from './customers'
import { ExchangeRateInput } from './exchange-rates'
import { ExpenseInput } from './expenses'
import { LocationInput, MoveInput } from './moves'
import { PaymentInput } from './payments'
import { ProcessSalaryInput } from './salary'
import { SaleInput } from './sales'
import { SettingsInput } from './settings'
import { StaffInput } from './staff'
import { StationInput } from './stations'
import { ChangePasswordInput, LoginInput } from './users'
import { VehicleInput } from './vehicles'
import { VendorInput } from './vendors'

/** The fields of a form's schema, through the wrappers some of them have (a refine, a preprocess). */
const fieldsOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { _zod: { def: Record<string, z.ZodType | undefined> } })._zod.def
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  for (const inner of [def.in, def.out, def.schema, def.innerType])
    if (inner) {
      const keys = fieldsOf(inner)
      if (keys.length) return keys
    }
  return []
}

/** Check boxes are never empty: a form always sends them true or false. */
const checkboxes = ['isAdvance', 'active', 'removeLogo']

const forms = {
  LoginInput,
  ChangePasswordInput,
  BillInput,
  BillLineInput,
  CategoryInput,
  CustomerInput,
  ExchangeRateInput,
  ExpenseInput,
  LocationInput,
  MoveInput,
  PaymentInput,
  ProcessSalaryInput,
  SaleInput,
  SettingsInput,
  StaffInput,
  StationInput,
  VehicleInput,
  VendorInput,
}

describe('a required field left empty', () => {
  it.each(Object.entries(forms))('%s: says "<Label> is required", and only that', (_, schema) => {
    const fields = fieldsOf(schema).filter((f) => !checkboxes.includes(f))
    expect(fields.length).toBeGreaterThan(0)
    const result = schema.safeParse(Object.fromEntries(fields.map((f) => [f, ''])))
    expect(result.success).toBe(false)
    const issues = result.error!.issues.filter((i) => i.path[0] !== 'lines')
    expect(issues.length).toBeGreaterThan(0)
    for (const issue of issues)
      expect(`${issue.path.join('.')}: ${issue.message}`).toMatch(/: [A-Z][\w -]* is required$/)
    // One message a field.
    expect(new Set(issues.map((i) => i.path.join('.'))).size).toBe(issues.length)
  })

  it('reads as the form labels it', () => {
    const messages = (schema: z.ZodType, values: object) =>
      schema.safeParse(values).error!.issues.map((i) => i.message)
    expect(messages(CustomerInput, { currency: '' })).toContain('Currency is required')
    expect(messages(CustomerInput, { currency: '' })).not.toContain('Currency must be an ISO 4217 code')
    expect(messages(StationInput, { name: '' })).toContain('Station name is required')
    expect(messages(CategoryInput, { name: '' })).toContain('Category name is required')
    expect(messages(VendorInput, { name: '', type: '' })).toEqual(
      expect.arrayContaining(['Vendor name is required', 'Type is required']),
    )
    expect(messages(StaffInput, { salaryType: '', hoursPerDay: '' })).toEqual(
      expect.arrayContaining(['Salary type is required', 'Hours per day is required']),
    )
    expect(messages(ExpenseInput, { date: '', kind: '' })).toEqual(
      expect.arrayContaining(['Date is required', 'Kind is required']),
    )
  })

  it('still says what is wrong with a value that is there', () => {
    const messages = (schema: z.ZodType, values: object) =>
      schema.safeParse(values).error!.issues.map((i) => i.message)
    expect(messages(CustomerInput, { currency: 'YENN' })).toContain('Currency must be an ISO 4217 code')
    expect(messages(ExpenseInput, { date: '2026-02-30' })).toContain('Date is not a real date')
    expect(messages(VendorInput, { type: 'broker' })).toContain(
      'Choose auction, dealer, showroom or individual',
    )
  })
})

import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { saleResolver as resolve } from './sale-errors'
import type { SaleForm } from './sales.api'

const options = {} as ResolverOptions<SaleForm>
const saleResolver = (values: SaleForm) => resolve(values, undefined, options)

const form: SaleForm = {
  carId: 7,
  customerId: 3,
  date: '2026-11-01',
  price: '12,000',
  currency: '',
  downPayment: '3000',
  downPaymentMethod: 'cash',
  instalmentCount: '3',
  frequency: 'monthly',
  firstDueDate: '2026-12-01',
  details: '',
}

describe('the sale form resolves with the shared SaleInput', () => {
  it('accepts a valid sale', async () => {
    expect((await saleResolver(form)).errors).toEqual({})
  })

  it('shows errors of the nested plan on the flat fields', async () => {
    const { errors } = await saleResolver({
      ...form,
      instalmentCount: '0',
      firstDueDate: '2026-10-01',
      customerId: '',
    })
    expect(Object.keys(errors).sort()).toEqual(['customerId', 'firstDueDate', 'instalmentCount'])
    const early = await saleResolver({ ...form, firstDueDate: '2026-10-01' })
    expect(early.errors.firstDueDate?.message).toBe('The first due date cannot be before the sale date')
    const over = await saleResolver({ ...form, downPayment: '13000' })
    expect(over.errors.downPayment?.message).toBe('Down payment cannot exceed the price')
  })
})

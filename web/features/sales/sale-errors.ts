import type { FieldErrors, Resolver } from 'react-hook-form'
import { SaleInput } from '../../../shared/sales'
import type { SaleForm } from './sales.api'

/** Where an error on the nested plan shows in the flat form. */
export const formField = (path: string): keyof SaleForm => {
  if (path === 'instalments.count') return 'instalmentCount'
  if (path === 'instalments.frequency') return 'frequency'
  if (path.startsWith('instalments')) return 'firstDueDate'
  return path as keyof SaleForm
}

/** The form resolves with the shared SaleInput (which folds the flat plan), errors mapped back to fields. */
export const saleResolver: Resolver<SaleForm> = async (values) => {
  const { document: _d, image: _i, ...fields } = values
  const parsed = SaleInput.safeParse(fields)
  if (parsed.success) return { values, errors: {} as Record<string, never> }
  const errors: FieldErrors<SaleForm> = {}
  for (const issue of parsed.error.issues) {
    const name = formField(issue.path.join('.'))
    errors[name] ??= { type: 'validation', message: issue.message }
  }
  return { values: {}, errors }
}

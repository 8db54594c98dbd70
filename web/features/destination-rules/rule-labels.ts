import type { AgeBasis, LimitMode } from '../../../shared/destination-rules'

export const ageFromLabels: Record<AgeBasis, string> = {
  first_registration: 'First registration',
  manufacture: 'Manufacture',
}

export const appliedByLabels: Record<LimitMode, string> = {
  arrival: 'On arrival, before the anniversary',
  year_end: 'Until 31 December of the last year',
}

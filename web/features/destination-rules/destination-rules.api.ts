import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DestinationRule, DestinationRuleInput } from '../../../shared/destination-rules'
import { api } from '../../lib/api'

/** GET destination-rules: every country's rule, a few dozen at most. */
export const useDestinationRules = () =>
  useQuery({
    queryKey: ['destinationRules'],
    queryFn: () => api.get<DestinationRule[]>('destination-rules'),
    staleTime: 5 * 60_000,
  })

/** POST destination-rules, or PUT destination-rules/:id with the loaded version; the rules reload. */
export const useSaveDestinationRule = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: DestinationRuleInput }) =>
      id
        ? api.send('PUT', `destination-rules/${id}`, undefined, { json: values })
        : api.send('POST', 'destination-rules', undefined, { json: values }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['destinationRules'] }),
  })
}

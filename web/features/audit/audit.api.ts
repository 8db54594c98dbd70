import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditFilterInput, AuditRow } from '../../../shared/audit'
import { api } from '../../lib/api'

export type AuditPageQuery = Partial<AuditFilterInput> & {
  page: number
  pageSize: number
  sort?: string
  q?: string
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (q: AuditPageQuery) => ['audit', 'list', q] as const,
  nouns: ['audit', 'nouns'] as const,
}

/** GET audit: one page of recorded changes, with the total count. */
export const useAudit = (q: AuditPageQuery) =>
  useQuery({
    queryKey: auditKeys.list(q),
    queryFn: () =>
      api.list<AuditRow>('audit', {
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort,
        q: q.q,
        userId: q.userId,
        entity: q.entity,
        entityId: q.entityId,
        from: q.from ?? undefined,
        to: q.to ?? undefined,
      }),
    placeholderData: keepPreviousData,
  })

/** The nouns the log holds, for the noun filter. */
export const useAuditNouns = () =>
  useQuery({ queryKey: auditKeys.nouns, queryFn: () => api.get<string[]>('audit/nouns'), staleTime: 60_000 })

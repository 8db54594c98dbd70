import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditFilterInput, AuditRow } from '../../../shared/audit'
import type { UserRow } from '../../../shared/users'
import type { Option } from '../../components/async-picker'
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

/** User picker: the server searches users by name or e-mail, one page of matches. */
export const useAuditUserOptions = (q: string) =>
  useQuery({
    queryKey: ['audit', 'pick-user', q],
    queryFn: async (): Promise<Option[]> =>
      (await api.list<UserRow>('users', { q, page: 1, pageSize: 20 })).rows.map((u) => ({
        id: u.userId,
        label: `${u.firstName} ${u.lastName}`,
        hint: u.userRole,
      })),
    staleTime: 60_000,
  })

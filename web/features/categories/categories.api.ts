import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Category, CategoryInput, CategoryStatus } from '../../../shared/categories'
import { api } from '../../lib/api'

export type CategoryQuery = {
  page: number
  pageSize: number
  sort?: string
  q?: string
  status?: CategoryStatus
}
export type CategoryForm = CategoryInput & { image?: File }

export const categoryKeys = {
  all: ['categories'] as const,
  list: (q: CategoryQuery) => ['categories', 'list', q] as const,
  one: (id: number) => ['categories', 'one', id] as const,
}

export const useCategories = (query: CategoryQuery) =>
  useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: () => api.list<Category>('Category', query),
    placeholderData: keepPreviousData,
  })

export const useCategory = (id?: number) =>
  useQuery({
    queryKey: categoryKeys.one(id ?? 0),
    queryFn: () => api.get<Category>(`Category/Category/${id}`),
    enabled: !!id,
  })

/** Add (no id) or update; either way the categories reload. */
export const useSaveCategory = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: CategoryForm }) =>
      id
        ? api.send<{ id: number }>('PUT', `Category/UpdateCategory/${id}`, values)
        : api.send<{ id: number }>('POST', 'Category/AddCategory', values),
    onSuccess: () => qc.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

export const useDeleteCategory = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.send('DELETE', `Category/Delete/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

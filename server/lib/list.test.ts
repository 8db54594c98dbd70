import { asc, desc } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { ListQuery } from '../../shared/list-query'
import { likePattern, orderBy, pageOf } from './list'

const things = pgTable('things', { id: integer('id'), name: text('name'), city: text('city') })
const sortable = { name: things.name, city: things.city }

describe('list queries', () => {
  it('escapes the wildcards of what the user typed', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })

  it('pages from the first page when none is asked', () => {
    expect(pageOf({ pageSize: 25 } as ListQuery)).toEqual({ limit: 25, offset: 0 })
    expect(pageOf({ page: 3, pageSize: 25 } as ListQuery)).toEqual({ limit: 25, offset: 50 })
  })

  it('orders by the column asked, in its direction, and by the fallback for an unknown one', () => {
    expect(orderBy('-city', sortable, 'name', things.id)).toEqual([desc(things.city), desc(things.id)])
    expect(orderBy(undefined, sortable, 'name', things.id)).toEqual([asc(things.name), asc(things.id)])
    expect(orderBy('-toString', sortable, 'name', things.id)).toEqual([desc(things.name), desc(things.id)])
  })
})

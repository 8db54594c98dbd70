import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { runShort, runWrittenOut, writtenOut } from './prepared'

const url = process.env.TEST_DATABASE_URL || undefined

/** Every kind of value a short statement may read, with its values bound from placeholders. */
const everyKind = writtenOut(sql`
  select ${sql.placeholder('id')}::integer as "id", ${sql.placeholder('day')}::date as "day",
    timestamptz '2026-03-09 15:00:00+00' as "at", timestamp '2026-03-09 15:00:00' as "localAt",
    interval '3 days' as "span", 1234.50::numeric(12, 2) as "amount", array[1.50, 2]::numeric[] as "amounts",
    array[date '2026-01-31']::date[] as "days", 'Yokohama'::text as "city", true as "active",
    null::text as "nothing", 9007199254740993::bigint as "big"`)

const divide = writtenOut(sql`select 1 / ${sql.placeholder('by')}::integer as "n"`)

describe.runIf(url)('short statements on PostgreSQL', async () => {
  const database = await openDatabase({ url })
  afterAll(() => database.close())
  const values = { id: 7, day: '2026-02-28' }

  it('read every kind of value as the pool does, over the pipelined connection', async () => {
    const [short] = await runShort<Record<string, unknown>>(database.db, everyKind, values)
    const [pooled] = await runWrittenOut<Record<string, unknown>>(database.db, everyKind, values)
    expect(short).toEqual(pooled)
    expect(short).toMatchObject({
      id: 7,
      day: '2026-02-28',
      amount: '1234.50',
      city: 'Yokohama',
      nothing: null,
    })
  })

  it('answer many asked at once, each with its own values', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, id) =>
        runShort<{ id: number }>(database.db, everyKind, { ...values, id }),
      ),
    )
    expect(answers.map(([row]) => row!.id)).toEqual(Array.from({ length: 60 }, (_, id) => id))
  })

  it('fail with the error the pool gives, and leave the others asked with them unharmed', async () => {
    const [bad, good] = await Promise.allSettled([
      runShort(database.db, divide, { by: 0 }),
      runShort<{ n: number }>(database.db, divide, { by: 1 }),
    ])
    // As the pool fails it: drizzle's error, the database's (division by zero) as its cause.
    const pooled = await runWrittenOut(database.db, divide, { by: 0 }).then(
      () => new Error('answered'),
      (err: Error) => err,
    )
    expect(bad).toMatchObject({
      status: 'rejected',
      reason: { message: pooled.message, cause: { code: '22012' } },
    })
    expect(good).toEqual({ status: 'fulfilled', value: [{ n: 1 }] })
  })
})

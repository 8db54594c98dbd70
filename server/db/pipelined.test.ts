import { afterAll, describe, expect, it } from 'vitest'
import { pipelinedConnection } from './pipelined'

const url = process.env.TEST_DATABASE_URL || undefined

describe('a pipelined connection', () => {
  it('that cannot be opened fails its statements, and for five seconds fails them without trying again', async () => {
    const tried: string[] = []
    const connection = pipelinedConnection(
      { connectionString: 'postgres://root@127.0.0.1:1/none' },
      {
        logQuery: (query) => tried.push(query),
      },
    )
    const statement = { name: 'one', text: 'select 1', values: [] }
    await expect(connection.query(statement)).rejects.toThrow(/ECONNREFUSED|connect/)
    await expect(connection.query(statement)).rejects.toThrow('could not be opened')
    expect(tried).toEqual(['select 1'])
    await connection.close()
  })

  describe.runIf(url)('on PostgreSQL', () => {
    const connection = pipelinedConnection({ connectionString: url })
    afterAll(() => connection.close())

    it('answers many statements in flight at once, each with its own rows', async () => {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          connection.query<{ n: number }>({ name: 'echo', text: 'select $1::integer as n', values: [n] }),
        ),
      )
      expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 200 }, (_, n) => n))
    })

    it('answers statements asked one after another, each in a turn of its own', async () => {
      const answered: number[] = []
      for (let n = 0; n < 10; n++) {
        const [row] = await connection.query<{ n: number }>({
          name: 'echo',
          text: 'select $1::integer as n',
          values: [n],
        })
        answered.push(row!.n)
        await new Promise((resolve) => setTimeout(resolve, n))
      }
      expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    })

    it('a statement that fails fails alone', async () => {
      const [bad, good] = await Promise.allSettled([
        connection.query({ name: 'divide', text: 'select 1 / $1::integer as n', values: [0] }),
        connection.query<{ n: number }>({ name: 'echo', text: 'select $1::integer as n', values: [7] }),
      ])
      expect(bad.status).toBe('rejected')
      expect(good).toEqual({ status: 'fulfilled', value: [{ n: 7 }] })
    })
  })
})

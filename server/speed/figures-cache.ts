/**
 * Speeds: the dashboard's figures, a report's pages, count and totals, the stations' stock. Each adds
 * up whole tables on every computation; kept per data version, a repeated read costs a lookup. The A/B
 * that keeps it (plain build against this one, in turns) is in decision 0023, "Figures kept per data
 * version".
 */
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'

/**
 * The committed data a statement sees, named by its snapshot (`xmin:xmax:in-progress ids`): statements
 * with the same name see the same committed rows, and a commit from any process changes the name.
 */
export const dataVersionSql = sql<string>`pg_current_snapshot()::text`

/** Gives an answer kept under `key`, or computes it (and keeps it, where something keeps answers). */
export type Keep = <T>(key: unknown[], compute: () => Promise<T>) => Promise<T>

/**
 * Answers that add up whole tables (the dashboard's figures, the reports, the stations' stock), kept per
 * data version. A request reuses an answer only when it saw the same committed data as the request that
 * computed it (the version is read with its session, before the answer), so a write through any server
 * process shows at once; a request without a version computes afresh. Requests asking at once share
 * one computation; a failed one is not kept. At most `maxBytes` of answers (as JSON) are held, the
 * least recently used given up first.
 */
export const figuresCache = (maxBytes = 16 * 2 ** 20) => {
  const answers = new LRUCache<string, object, () => Promise<object>>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => JSON.stringify(answer instanceof Map ? [...answer] : answer).length,
    fetchMethod: (_name, _stale, { context: compute }) => compute(),
  })
  return (version: string | undefined): Keep =>
    async (key, compute) => {
      if (!version) return compute()
      const answer = await answers.fetch(`${version} ${JSON.stringify(key)}`, {
        context: compute as () => Promise<object>,
      })
      return answer as Awaited<ReturnType<typeof compute>>
    }
}

export type FiguresCache = ReturnType<typeof figuresCache>

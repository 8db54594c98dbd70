/**
 * Sets `key` in `map` as its newest entry and drops the oldest past `most` entries: a map kept in
 * insertion order as a bounded memory of what was seen lately.
 */
export const keepNewest = <K, V>(map: Map<K, V>, key: K, value: V, most: number) => {
  map.delete(key)
  map.set(key, value)
  if (map.size > most) map.delete(map.keys().next().value!)
}

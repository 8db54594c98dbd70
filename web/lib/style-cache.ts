import createCache from '@emotion/cache'
import { whenIdle } from './when-idle'

/** Where the rules are kept between page loads; a new format gets a new key. */
export const styleStorageKey = 'kuruma_styles_v1'
/** Past this many characters of CSS the oldest rules are dropped (the whole app's are about 400,000). */
export const styleStorageLimit = 800_000

type Entry = [name: string, css: string]

const readSaved = (): Entry[] => {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(styleStorageKey) ?? '[]')
    return Array.isArray(saved)
      ? saved.filter(
          (e): e is Entry =>
            Array.isArray(e) && typeof e[0] === 'string' && /^[\w-]+$/.test(e[0]) && typeof e[1] === 'string',
        )
      : []
  } catch {
    return []
  }
}

/**
 * The style cache of MUI's components (Emotion), holding the rules earlier page loads wrote.
 *
 * MUI writes its components' CSS while it renders: on a fresh page the vehicle list parses and inserts
 * hundreds of rules one at a time before its first rows (see docs/decisions/0023). Emotion names each
 * set of rules by a hash of its content, so a name always stands for the same CSS. The sets a page
 * inserts are kept in localStorage under their names and, on the next load, put back in one style
 * element before the first render; Emotion takes every name in that element as inserted already (as it
 * does with styles a server rendered) and inserts only what is new. The rules are kept when the page is
 * hidden or left, and once the browser is idle after the first page; none of it is personal (the same
 * CSS for everyone).
 */
export const createStyleCache = ({ limit = styleStorageLimit } = {}) => {
  const saved = readSaved()
  if (saved.length) {
    const style = document.createElement('style')
    // Emotion's own mark for rules written elsewhere: "<key> <name> <name> …".
    style.setAttribute('data-emotion', `css ${saved.map(([name]) => name).join(' ')}`)
    style.textContent = saved.map(([, css]) => css).join('')
    document.head.appendChild(style)
  }
  const cache = createCache({ key: 'css' })

  const added: Entry[] = []
  const insert = cache.insert
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // Only the sets kept under a name in this cache's own sheet (a global style has a sheet of its own).
    if (sheet !== cache.sheet || !shouldCache) return insert(selector, serialized, sheet, shouldCache)
    const rules: string[] = []
    const sheetInsert = sheet.insert
    sheet.insert = (rule) => {
      rules.push(rule)
      sheetInsert.call(sheet, rule)
    }
    try {
      return insert(selector, serialized, sheet, shouldCache)
    } finally {
      sheet.insert = sheetInsert
      added.push([serialized.name, rules.join('')])
    }
  }

  let kept = 0
  /** Stores what this page added to what it found, the oldest dropped past the limit. */
  const save = () => {
    if (added.length === kept) return
    kept = added.length
    const all = [...saved, ...added]
    let size = all.reduce((n, [, css]) => n + css.length, 0)
    let from = 0
    while (size > limit && from < all.length) size -= all[from++]![1].length
    try {
      localStorage.setItem(styleStorageKey, JSON.stringify(all.slice(from)))
    } catch {
      // Storage full or refused: the next load writes its rules as a fresh page does.
    }
  }
  const onHidden = () => document.visibilityState === 'hidden' && save()
  addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', onHidden)
  const cancelIdle = whenIdle(save)
  const stop = () => {
    removeEventListener('pagehide', save)
    document.removeEventListener('visibilitychange', onHidden)
    cancelIdle()
  }
  return { cache, save, stop }
}

import { CacheProvider } from '@emotion/react'
import { Box } from '@mui/material'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createStyleCache, styleStorageKey } from './style-cache'

const caches: ReturnType<typeof createStyleCache>[] = []

/** A page load: the styles of an earlier document are gone (only this file's), storage stays. */
const newDocument = () => {
  cleanup()
  for (const c of caches) c.cache.sheet.flush()
}
const load = (options?: Parameters<typeof createStyleCache>[0]) => {
  newDocument()
  const styles = createStyleCache(options)
  caches.push(styles)
  return styles
}

const Coloured = ({ colour }: { colour: string }) => (
  <Box data-testid={colour} sx={{ color: colour, padding: '3px' }} />
)

const show = (styles: ReturnType<typeof createStyleCache>, ...colours: string[]) =>
  render(
    <CacheProvider value={styles.cache}>
      {colours.map((c) => (
        <Coloured key={c} colour={c} />
      ))}
    </CacheProvider>,
  )

/** The Emotion class of an element and every place in the document's CSS that defines it. */
const definitions = (colour: string) => {
  const name = [...screen.getByTestId(colour).classList].find((c) => c.startsWith('css-'))!
  const css = [...document.head.querySelectorAll('style')].map((s) =>
    s.textContent ? s.textContent : [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText).join(''),
  )
  const all = css.join('\n')
  return { name, count: all.split(`.${name}{`).length + all.split(`.${name} {`).length - 2 }
}

const stored = () => JSON.parse(localStorage.getItem(styleStorageKey) ?? '[]') as [string, string][]

describe('the style cache kept between page loads', () => {
  beforeEach(() => localStorage.removeItem(styleStorageKey))
  afterEach(() => {
    newDocument()
    for (const c of caches.splice(0)) c.stop()
  })

  it('keeps the rules a page inserted, and a later page writes them once, from what was kept', () => {
    const first = load()
    show(first, 'rgb(1, 2, 3)')
    const { name } = definitions('rgb(1, 2, 3)')
    expect(stored()).toEqual([])
    window.dispatchEvent(new Event('pagehide'))
    const kept = stored()
    const entry = kept.find(([n]) => `css-${n}` === name)
    expect(entry?.[1]).toContain('color:rgb(1, 2, 3)')

    const second = load()
    // Put back before the first render, in one element Emotion reads as its own.
    const restored = document.head.querySelector('style[data-emotion^="css "]')
    expect(restored?.getAttribute('data-emotion')?.split(' ')).toContain(name.slice(4))
    show(second, 'rgb(1, 2, 3)', 'rgb(4, 5, 6)')
    expect(definitions('rgb(1, 2, 3)')).toEqual({ name, count: 1 })
    expect(definitions('rgb(4, 5, 6)').count).toBe(1)
    expect(getComputedStyle(screen.getByTestId('rgb(1, 2, 3)')).color).toBe('rgb(1, 2, 3)')

    // What the second page added is kept beside what it found; a page adding nothing writes nothing.
    second.save()
    expect(stored().map(([n]) => n)).toEqual([
      ...kept.map(([n]) => n),
      definitions('rgb(4, 5, 6)').name.slice(4),
    ])
    const third = load()
    show(third, 'rgb(4, 5, 6)')
    localStorage.setItem(styleStorageKey, '[]')
    third.save()
    expect(localStorage.getItem(styleStorageKey)).toBe('[]')
  })

  it('drops the oldest rules past its limit', () => {
    const first = load()
    show(first, 'rgb(10, 0, 0)')
    const oldest = definitions('rgb(10, 0, 0)').name
    first.save()
    const size = stored().reduce((n, [, css]) => n + css.length, 0)
    const second = load({ limit: size + 10 })
    show(second, 'rgb(20, 0, 0)')
    second.save()
    const names = stored().map(([n]) => `css-${n}`)
    expect(names).toContain(definitions('rgb(20, 0, 0)').name)
    expect(stored().reduce((n, [, css]) => n + css.length, 0)).toBeLessThanOrEqual(size + 10)
    expect(names).not.toContain(oldest)
  })

  it('ignores what it cannot read, and names that are not names', () => {
    for (const bad of [
      'not json',
      '{"a":1}',
      JSON.stringify([
        ['a b', '.x{}'],
        ['"><i>', '.y{}'],
        [1, 2],
      ]),
    ]) {
      localStorage.setItem(styleStorageKey, bad)
      const styles = load()
      expect(document.head.querySelector('style[data-emotion^="css "]')).toBeNull()
      show(styles, 'rgb(7, 8, 9)')
      expect(definitions('rgb(7, 8, 9)').count).toBe(1)
    }
  })
})

/**
 * A phone's screen for media queries (jsdom has none): `window.matchMedia` answers as a screen `width`
 * pixels wide (390 by default), so `useMediaQuery(theme.breakpoints.down('sm'))` is true. Returns the undo.
 */
export const onPhone = (width = 390) => {
  const fits = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    )
  const listeners = { addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }
  window.matchMedia = (query: string) =>
    ({
      matches: fits(query),
      media: query,
      onchange: null,
      dispatchEvent: () => false,
      ...listeners,
    }) as never
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia
  }
}

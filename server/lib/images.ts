import type Sharp from 'sharp'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips) is loaded with the first image the server reads or draws, not with the server: it
 * holds memory that a process serving lists and ledgers never needs (see docs/decisions/0024).
 */
export const sharp = async (...args: Parameters<typeof Sharp>) => {
  loaded ??= import('sharp').then((m) => m.default)
  return (await loaded)(...args)
}

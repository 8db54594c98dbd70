import { scaleLogin } from '../scripts/seed-scale'
import { firstRowsAfter, launchChromium, signIn } from './browser'

/**
 * Two builds' vehicle lists compared in turns: `npx tsx bench/first-rows-ab.ts <base A> <base B>
 * [--rate N] [--rounds N] [--alerts]`. One Chromium page signs in to both servers (each on the bench's
 * data, on ports of their own) and loads the list from one and then the other, five loads at a time, the
 * order reversed every other round, Chromium's processor slowed `--rate` times (1 by default). Prints
 * each build's median milliseconds from navigation to the first row with a vehicle's id, as the bench
 * counts. With `--alerts` every load is a tab's first, which owes the user the overdue alerts; without
 * it the alerts count as shown.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(args[at + 1])
}
const bases = args.filter((a, i) => !a.startsWith('--') && !['--rate', '--rounds'].includes(args[i - 1]!))
if (bases.length !== 2)
  throw new Error('Usage: npx tsx bench/first-rows-ab.ts <base A> <base B> [--rate N] [--rounds N]')
const rate = option('rate', 1)
const rounds = option('rounds', 6)
const alerts = args.includes('--alerts')

const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
  for (const base of bases) await signIn(page, base, scaleLogin)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const firstRows = async (base: string) => {
    // The tab's record of the user the overdue alerts were shown to (userId 1, the bench's sign-in).
    await page.evaluate((owed) => {
      if (owed) sessionStorage.removeItem('kuruma_overdue_alerts')
      else sessionStorage.setItem('kuruma_overdue_alerts', '1')
    }, alerts)
    return firstRowsAfter(page, base)
  }
  const times = new Map<string, number[]>(bases.map((b) => [b, []]))
  for (const base of bases) await firstRows(base)
  for (let round = 0; round < rounds; round++)
    for (const base of round % 2 ? [...bases].reverse() : bases)
      for (let i = 0; i < 5; i++) times.get(base)!.push(await firstRows(base))
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!)
  console.log(
    `processor slowed ${rate}×, ${rounds * 5} loads each${alerts ? ', the alerts due' : ''}: ${bases.map((b) => `${b} ${median(times.get(b)!)} ms`).join(', ')}`,
  )
} finally {
  await browser.close()
}

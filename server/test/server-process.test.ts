import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allocatorEnvPrefix, builtServerArgs } from './server-process'

describe('the built server as tests and the bench start it', () => {
  it('runs with the same Node settings as npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toBe(`npm run build && ${allocatorEnvPrefix} node ${builtServerArgs.join(' ')}`)
    expect(scripts.demo).toBe(
      `npm run build && ${allocatorEnvPrefix} node ${builtServerArgs.join(' ').replace('main.js', 'demo.js')}`,
    )
    // The bench's client reads the answers with the allocator the server writes them with.
    expect(scripts.bench).toBe(`${allocatorEnvPrefix} tsx bench/run.ts`)
  })
})

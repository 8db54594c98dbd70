import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Journeys run one file at a time in name order: 00-foundation does the first-run sign-up. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
  }
}

/** End-to-end journeys: one real server on a temporary embedded database, one real Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { shuffle: false, sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

import { defineConfig } from 'vitest/config'

/** End-to-end journeys: one real server on a temporary embedded database, one real Chromium, files in order. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { shuffle: false },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

import { defineConfig } from 'vitest/config'

/**
 * End-to-end journeys: one real server on a temporary embedded database, one real Chromium. Files run
 * one at a time, in any order: each makes the users and data it needs (`--sequence.shuffle.files`
 * shows that they do).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

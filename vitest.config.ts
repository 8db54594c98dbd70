import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const serverProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
    env,
    globalSetup: ['server/test/global-setup.ts'],
    // Each file builds its own app on its own database copy, so files need not re-import the server:
    // one module graph per worker saves most of the suite's import time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

const pgUrl = process.env.TEST_DATABASE_URL

/** Server suites run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      serverProject('api-pglite', { TEST_DATABASE_URL: '' }),
      ...(pgUrl ? [serverProject('api-postgres', { TEST_DATABASE_URL: pgUrl })] : []),
      {
        extends: true,
        test: {
          name: 'repository',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Components hold no module state between files (no module mocks; HTTP through MSW, reset per test).
          isolate: false,
          // Typing through user-event is slow on a loaded 2-core machine; a form test may take seconds.
          testTimeout: 20_000,
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
})

import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startJourneyServer } from './server'

/** Starts the server the journeys share (built web app, fresh embedded database) on a free port. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first (npm run build)')
  const server = await startJourneyServer()
  project.provide('baseUrl', server.base)
  return server.stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Settings, SettingsInput } from '../../../shared/settings'
import { allow, requireUser } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { saveSettings } from './save-settings'
import { ensureSettings, getSettings } from './settings.repo'

const tags = ['settings']
const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']

/** GET/PUT /settings: the business's letterhead, for the owners (settings.view / settings.manage). */
export const settingsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  await ensureSettings(db, config.BUSINESS_NAME)

  app.get(
    '/settings',
    {
      schema: { tags, description: "The business's letterhead.", response: { 200: Settings } },
      onRequest: allow('settings', 'view'),
    },
    () => getSettings(db, config.BUSINESS_NAME),
  )

  app.put(
    '/settings',
    {
      schema: {
        tags,
        consumes,
        description: 'Saves the letterhead; a logo file (PNG, JPEG or WebP) replaces the stored one.',
        body: SettingsInput.extend({ logo: FileField }),
        response: { 200: Settings },
      },
      onRequest: allow('settings', 'manage'),
    },
    async (req) => {
      await saveSettings(db, requireUser(req), req.body)
      return getSettings(db, config.BUSINESS_NAME)
    },
  )
}

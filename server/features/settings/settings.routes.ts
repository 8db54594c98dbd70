import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ChainSettingsInput, ChainSettingsView } from '../../../shared/export-files'
import { Settings, SettingsInput } from '../../../shared/settings'
import { TwoFactorRoles } from '../../../shared/two-factor'
import { allow, requireUser } from '../../lib/auth'
import type { FeatureDeps } from '../../lib/feature-deps'
import { FileField } from '../../lib/uploads'
import { saveChainSettings } from './save-chain-settings'
import { saveSettings } from './save-settings'
import { saveTwoFactorRoles } from './save-two-factor-roles'
import { ensureSettings, getChainSettingsView, getSettings, getTwoFactorRoles } from './settings.repo'

const tags = ['settings']
const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']

/**
 * GET/PUT /settings: the business's letterhead; GET/PUT /settings/two-factor: the roles that must sign
 * in with a second factor. For the owners (settings.view / settings.manage). GET/PUT /settings/chain:
 * the export chain's periods, read by whoever reads the deadlines they set, kept by the owners.
 */
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

  app.get(
    '/settings/two-factor',
    {
      schema: {
        tags,
        description: 'The roles that must sign in with a second factor.',
        response: { 200: TwoFactorRoles },
      },
      onRequest: allow('settings', 'view'),
    },
    async () => ({ roles: await getTwoFactorRoles(db) }),
  )

  app.put(
    '/settings/two-factor',
    {
      schema: {
        tags,
        description:
          'Chooses the roles that must sign in with a second factor (asked at their next sign-in).',
        body: TwoFactorRoles,
        response: { 200: TwoFactorRoles },
      },
      onRequest: allow('settings', 'manage'),
    },
    (req) => saveTwoFactorRoles(db, requireUser(req), req.body.roles),
  )

  app.get(
    '/settings/chain',
    {
      schema: {
        tags,
        description:
          'The export chain’s periods the owners set: days to pay the auction, to re-inspect a failed car and to send the originals after full payment; the consumption-tax return period and the business year’s last month.',
        response: { 200: ChainSettingsView },
      },
      onRequest: allow('deadlines', 'view'),
    },
    () => getChainSettingsView(db),
  )

  app.put(
    '/settings/chain',
    {
      schema: {
        tags,
        description:
          'Saves the export chain’s periods (days 0–60; a return period of 1, 3 or 12 months; the business year’s last month 1–12) over the loaded version; the deadlines count from them.',
        body: ChainSettingsInput,
        response: { 200: ChainSettingsView },
      },
      onRequest: allow('settings', 'manage'),
    },
    (req) => saveChainSettings(db, requireUser(req), req.body),
  )
}

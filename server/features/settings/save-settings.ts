import type { SettingsInput } from '../../../shared/settings'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { unsupportedType } from '../../lib/errors'
import { sharp } from '../../lib/images'
import { checkFile, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { type SettingsValues, writeSettings } from './settings.repo'

/**
 * A logo as the letterhead keeps it: checked by its content like every upload (PNG, JPEG or WebP),
 * then decoded and drawn again as a PNG at most 600 × 240 — pdfkit draws PNG, and a letterhead logo
 * needs no more; whatever rode behind the picture's bytes is gone.
 */
export const letterheadLogo = async (file: UploadedFile) => {
  await checkFile(file, imageTypes)
  try {
    return await (await sharp(file.buffer, { failOn: 'error' }))
      .rotate()
      .resize({ width: 600, height: 240, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch {
    throw unsupportedType(`${file.field}: ${file.filename} is not a readable image`, {
      [file.field]: ['is not a readable image'],
    })
  }
}

type Input = Omit<SettingsInput, 'removeLogo'> & { removeLogo?: boolean; logo?: UploadedFile }

/** Saves the letterhead (and its logo, replaced or removed) with an audit entry, in one transaction. */
export const saveSettings = async (db: Db, actor: SessionUser, input: Input) => {
  const logo = input.logo ? await letterheadLogo(input.logo) : undefined
  const values: SettingsValues = {
    name: input.name,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    bankDetails: input.bankDetails ?? null,
    updatedBy: actor.id,
    ...(logo ? { logo, logoMime: 'image/png' } : input.removeLogo ? { logo: null, logoMime: null } : {}),
  }
  await db.transaction(async (tx) => {
    await writeSettings(tx, values)
    const { logo: _logo, ...after } = values
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'business_settings',
      entityId: 1,
      action: 'update',
      after: { ...after, logo: logo ? 'replaced' : input.removeLogo ? 'removed' : 'kept' },
    })
  })
}

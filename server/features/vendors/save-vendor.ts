import { toInternationalPhone } from '../../../shared/fields'
import type { VendorInput } from '../../../shared/vendors'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireInScope, requireOwnCountry } from '../../lib/country-scope'
import { isUniqueViolation } from '../../lib/db-errors'
import { badRequest, conflict } from '../../lib/errors'
import { checkFile, documentTypes, type FileStore, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { getCountry } from '../countries/countries.repo'
import { saveWithFiles } from '../files/save-with-files'
import { getVendorRow, insertVendor, updateVendor, vendorNameTaken } from './vendors.repo'

type Input = VendorInput & { imageFile?: UploadedFile; idCardFile?: UploadedFile }

const duplicate = () =>
  conflict('A vendor with this name already exists in this country', { name: ['already exists'] })

/**
 * Adds a vendor (no id) or updates one, with its picture (an image) and ID or business card (an image
 * or a PDF), and its audit entry, in one transaction. A bad file fails before anything is written.
 */
export const saveVendor = async (db: Db, store: FileStore, actor: SessionUser, input: Input, id?: number) => {
  const before = id ? requireInScope(actor, await getVendorRow(db, id), 'vendor') : undefined
  const country = await getCountry(db, input.countryId)
  if (!country) throw badRequest('countryId: Unknown country', { countryId: ['Unknown country'] })
  requireOwnCountry(actor, input.countryId)
  const currency = input.currency ?? country.currency
  await checkAmounts(db, currency, { advance: input.advance })
  if (await vendorNameTaken(db, input.name, input.countryId, id)) throw duplicate()
  const { imageFile, idCardFile, version, ...fields } = input
  if (imageFile) await checkFile(imageFile, imageTypes)
  const values = { ...fields, currency, phone: toInternationalPhone(fields.phone, country.dialCode) }
  try {
    return await saveWithFiles(
      db,
      store,
      actor.id,
      { imageFile, idCardFile },
      async (tx, stored) => {
        const files = {
          pictureId: stored.imageFile ?? before?.pictureId ?? null,
          idCardId: stored.idCardFile ?? before?.idCardId ?? null,
        }
        const row = id
          ? await updateVendor(tx, id, { ...values, ...files }, version)
          : await insertVendor(tx, { ...values, ...files })
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'vendors',
          entityId: row.id,
          action: id ? 'update' : 'create',
          before,
          after: row,
        })
        return row
      },
      documentTypes,
    )
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate()
    throw err
  }
}

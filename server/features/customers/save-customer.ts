import type { CustomerFile, CustomerInput } from '../../../shared/customers'
import { toInternationalPhone } from '../../../shared/fields'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireInScope, requireOwnCountry } from '../../lib/country-scope'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError } from '../../lib/errors'
import { checkFile, documentTypes, type FileStore, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { countryExists, getCountry } from '../countries/countries.repo'
import { saveWithFiles } from '../files/save-with-files'
import { customerEmailTaken, getCustomerRow, insertCustomer, updateCustomer } from './customers.repo'

type Input = CustomerInput & Partial<Record<CustomerFile, UploadedFile>>

const duplicate = () =>
  conflict('A customer with this e-mail already exists', { email: ['already belongs to another customer'] })

/** The references a customer points at must exist: 400 naming the field otherwise. */
const checkReferences = async (db: Queryable, input: CustomerInput) => {
  const country = await getCountry(db, input.countryId)
  if (!country) throw fieldError('countryId', 'Unknown country')
  if (input.businessCountryId && !(await countryExists(db, input.businessCountryId))) {
    throw fieldError('businessCountryId', 'Unknown country')
  }
  await checkAmounts(db, input.currency, { securityDeposit: input.securityDeposit })
  return country
}

/**
 * Adds a customer (no id) or updates one, with the photo (image), ID card front and back and business
 * card (image or PDF), and its audit entry, in one transaction. A file left out keeps the stored one.
 */
export const saveCustomer = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  id?: number,
) => {
  const before = id ? requireInScope(actor, await getCustomerRow(db, id), 'customer') : undefined
  const country = await checkReferences(db, input)
  requireOwnCountry(actor, input.countryId)
  if (input.email && (await customerEmailTaken(db, input.email, id))) throw duplicate()
  const { photo, idCardFront, idCardBack, businessCard, version, ...fields } = input
  if (photo) await checkFile(photo, imageTypes)
  const values = {
    ...fields,
    phone: toInternationalPhone(fields.phone, country.dialCode),
    whatsapp: toInternationalPhone(fields.whatsapp, country.dialCode),
  }
  try {
    return await saveWithFiles(
      db,
      store,
      actor.id,
      { photo, idCardFront, idCardBack, businessCard },
      async (tx, files) => {
        const fileIds = {
          photoId: files.photo ?? before?.photoId ?? null,
          idCardFrontId: files.idCardFront ?? before?.idCardFrontId ?? null,
          idCardBackId: files.idCardBack ?? before?.idCardBackId ?? null,
          businessCardId: files.businessCard ?? before?.businessCardId ?? null,
        }
        const row = id
          ? await updateCustomer(tx, id, { ...values, ...fileIds }, version)
          : await insertCustomer(tx, { ...values, ...fileIds })
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'customers',
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

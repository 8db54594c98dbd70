import type { CategoryInput } from '../../../shared/categories'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, notFound } from '../../lib/errors'
import { type FileStore, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { saveWithFiles } from '../files/save-with-files'
import { categoryNameTaken, getCategoryRow, insertCategory, updateCategory } from './categories.repo'

type Input = CategoryInput & { image?: UploadedFile }

const duplicate = () => conflict('A category with this name already exists', { name: ['already exists'] })

/** Adds a category (no id) or updates one, with its image and its audit entry, in one transaction. */
export const saveCategory = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  id?: number,
) => {
  const before = id ? await getCategoryRow(db, id) : undefined
  if (id && !before) throw notFound('Category not found')
  if (await categoryNameTaken(db, input.name, id)) throw duplicate()
  const { image, version, ...values } = input
  try {
    return await saveWithFiles(
      db,
      store,
      actor.id,
      { image },
      async (tx, files) => {
        const imageId = files.image ?? before?.imageId ?? null
        const row = id
          ? await updateCategory(tx, id, { ...values, imageId }, version)
          : await insertCategory(tx, { ...values, imageId })
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'categories',
          entityId: row.id,
          action: id ? 'update' : 'create',
          before,
          after: row,
        })
        return row
      },
      imageTypes,
    )
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate()
    throw err
  }
}

import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteCategoryRow, getCategoryRow } from './categories.repo'

/** Deletes a category unless a vehicle still refers to it: then 409, and nothing changes. */
export const deleteCategory = async (db: Db, actor: SessionUser, id: number) => {
  try {
    await db.transaction(async (tx) => {
      const before = await getCategoryRow(tx, id)
      if (!before) throw notFound('Category not found')
      await deleteCategoryRow(tx, id)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'categories',
        entityId: id,
        action: 'delete',
        before,
      })
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict(
        'Vehicles are filed under this category, so it cannot be deleted; make it inactive instead',
      )
    }
    throw err
  }
}

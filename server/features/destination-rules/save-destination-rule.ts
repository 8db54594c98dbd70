import type { DestinationRuleInput } from '../../../shared/destination-rules'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { countryExists } from '../countries/countries.repo'
import { getDestinationRuleRow, insertDestinationRule, updateDestinationRule } from './destination-rules.repo'

const duplicate = () =>
  conflict('This country already has a destination rule: edit it', { countryId: ['already has a rule'] })

/** Adds (no id) or updates a country's rule with its audit entry, in one transaction. */
export const saveDestinationRule = async (
  db: Db,
  actor: SessionUser,
  input: DestinationRuleInput,
  id?: number,
) => {
  const before = id ? await getDestinationRuleRow(db, id) : undefined
  if (id && !before) throw notFound('Destination rule not found')
  if (!(await countryExists(db, input.countryId))) throw fieldError('countryId', 'Unknown country')
  const { version, ...values } = input
  try {
    return await db.transaction(async (tx) => {
      const row = id
        ? await updateDestinationRule(tx, id, values, version)
        : await insertDestinationRule(tx, values)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'destination_rules',
        entityId: row.id,
        action: id ? 'update' : 'create',
        before,
        after: row,
      })
      return row
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate()
    throw err
  }
}

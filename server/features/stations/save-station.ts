import { toInternationalPhone } from '../../../shared/fields'
import type { StationInput } from '../../../shared/stations'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { type FileStore, imageTypes, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { getCountry } from '../countries/countries.repo'
import { saveWithFiles } from '../files/save-with-files'
import { getStationRow, insertStation, stationNameTaken, updateStation } from './stations.repo'

type Input = StationInput & { picture?: UploadedFile }

const duplicate = () => conflict('A station with this name already exists', { name: ['already exists'] })

/** Adds a station (no id) or updates one, with its picture, its audit entry and nothing else, in one transaction. */
export const saveStation = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  id?: number,
) => {
  const before = id ? await getStationRow(db, id) : undefined
  if (id && !before) throw notFound('Station not found')
  const country = await getCountry(db, input.countryId)
  if (!country) throw badRequest('countryId: Unknown country', { countryId: ['Unknown country'] })
  if (await stationNameTaken(db, input.name, id)) throw duplicate()
  const { picture, version, ...fields } = input
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
      { picture },
      async (tx, files) => {
        const pictureId = files.picture ?? before?.pictureId ?? null
        const row = id
          ? await updateStation(tx, id, { ...values, pictureId }, version)
          : await insertStation(tx, { ...values, pictureId })
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'stations',
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

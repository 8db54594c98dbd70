import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { maxPhotos } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import { badRequest, unsupportedType } from '../../lib/errors'
import { sharp } from '../../lib/images'
import { checkFile, type FileStore, imageTypes, type StoredFile, type UploadedFile } from '../../lib/uploads'
import { recordFiles } from '../files/files.repo'
import { vehiclePhotos } from './vehicles.table'

const thumbnail = async (upload: UploadedFile) => {
  try {
    return await (await sharp(upload.buffer))
      .rotate()
      .resize(480, 360, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer()
  } catch {
    throw unsupportedType(`${upload.field}: ${upload.filename} is not a readable image`, {
      [upload.field]: ['is not a readable image'],
    })
  }
}

export type NewPhoto = { file: StoredFile; thumb: StoredFile }

/** Checks each photo by content and writes it with a 480 px WebP thumbnail made here on the server. */
export const storePhotos = async (store: FileStore, uploads: UploadedFile[]): Promise<NewPhoto[]> => {
  const done: NewPhoto[] = []
  try {
    for (const upload of uploads) {
      await checkFile(upload, imageTypes)
      const buffer = await thumbnail(upload)
      const file = await store.save(upload, imageTypes)
      try {
        done.push({
          file,
          thumb: await store.save({ ...upload, filename: `thumb-${upload.filename}`, buffer }, imageTypes),
        })
      } catch (err) {
        await store.remove(file.id)
        throw err
      }
    }
    return done
  } catch (err) {
    await removeStored(store, done)
    throw err
  }
}

export const removeStored = (store: FileStore, photos: NewPhoto[]) =>
  Promise.all(photos.flatMap((p) => [store.remove(p.file.id), store.remove(p.thumb.id)]))

/**
 * Makes the vehicle's photos match `order`: entries 'existing:<photoId>' keep a photo, 'new:<i>' place the
 * i-th uploaded photo; photos left out are removed. Without an order, existing ones stay and new ones follow.
 */
export const syncPhotos = async (
  tx: Queryable,
  vehicleId: number,
  added: NewPhoto[],
  order: string[] | undefined,
  userId: number,
) => {
  const existing = await tx
    .select({ id: vehiclePhotos.id })
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, vehicleId))
    .orderBy(vehiclePhotos.position)
  const plan = order ?? [...existing.map((p) => `existing:${p.id}`), ...added.map((_, i) => `new:${i}`)]
  if (plan.length > maxPhotos)
    throw badRequest(`photos: at most ${maxPhotos} photos`, { photos: [`at most ${maxPhotos} photos`] })
  const keep = plan.filter((p) => p.startsWith('existing:')).map((p) => Number(p.slice(9)))
  if (keep.some((id) => !existing.some((p) => p.id === id)))
    throw badRequest('photoOrder: unknown photo', {
      photoOrder: ['names a photo this vehicle does not have'],
    })
  await tx
    .delete(vehiclePhotos)
    .where(
      keep.length
        ? and(eq(vehiclePhotos.vehicleId, vehicleId), notInArray(vehiclePhotos.id, keep))
        : eq(vehiclePhotos.vehicleId, vehicleId),
    )
  await recordFiles(
    tx,
    added.flatMap((p) => [p.file, p.thumb]),
    userId,
  )
  for (const [position, entry] of plan.entries()) {
    const [kind, ref] = entry.split(':')
    if (kind === 'existing') {
      await tx
        .update(vehiclePhotos)
        .set({ position })
        .where(and(eq(vehiclePhotos.vehicleId, vehicleId), inArray(vehiclePhotos.id, [Number(ref)])))
    } else {
      const photo = added[Number(ref)]
      if (!photo)
        throw badRequest('photoOrder: unknown new photo', { photoOrder: ['names a photo that was not sent'] })
      await tx
        .insert(vehiclePhotos)
        .values({ vehicleId, fileId: photo.file.id, thumbId: photo.thumb.id, position })
    }
  }
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { Client } from 'minio'
import S3rver from 's3rver'
import { S3Url } from '../config'

/**
 * A fake S3 service (s3rver) on a free port, its objects in a temporary folder. `url` is an S3_URL for
 * `bucket` (not created: the app makes it); `client` looks into the bucket as the tests' own eyes.
 */
export const startS3 = async (bucket = 'kuruma-files') => {
  const directory = mkdtempSync(join(tmpdir(), 'kuruma-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`
  const { bucket: _, ...options } = S3Url.parse(url)
  const client = new Client(options)
  return {
    url,
    /** S3_URL as the parsed setting, for createTestApp's overrides. */
    setting: S3Url.parse(url),
    client,
    objects: async () => {
      const names: string[] = []
      for await (const item of client.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string }>)
        if (item.name) names.push(item.name)
      return names.sort()
    },
    bytes: async (id: string) => buffer(await client.getObject(bucket, id)),
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

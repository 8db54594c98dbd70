import pg from 'pg'

/** The same server URL with another database name. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** Runs one statement (create/drop database) on its own connection. */
export const adminQuery = async (url: string, sqlText: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

import { asc, eq } from 'drizzle-orm'
import type { Role } from '../../shared/roles'
import { roles } from '../../shared/roles'
import type { SessionUser } from '../lib/auth'
import { hashPassword } from '../lib/passwords'
import type { Db } from './client'
import { countries, users } from './schema'

export const demoPassword = 'Kuruma-demo1'
export const demoEmail = (role: Role) => `${role.toLowerCase()}@demo.kuruma`

const demoPeople: Record<Role, { firstName: string; lastName: string; country: string }> = {
  SuperAdmin: { firstName: 'Haruto', lastName: 'Sato', country: 'JP' },
  MainAdmin: { firstName: 'Yui', lastName: 'Tanaka', country: 'JP' },
  Admin: { firstName: 'Imran', lastName: 'Qureshi', country: 'PK' },
  AgentStock: { firstName: 'Wanjiru', lastName: 'Kamau', country: 'KE' },
  AgentSales: { firstName: 'Omar', lastName: 'Al Mansoori', country: 'AE' },
  Accounts: { firstName: 'Ayesha', lastName: 'Khan', country: 'PK' },
}

/** One user per role (demo mode only; `npm start` never creates accounts). Idempotent. */
export const seedDemoUsers = async (db: Db) => {
  const passwordHash = await hashPassword(demoPassword)
  const countryRows = await db.select({ id: countries.id, isoCode: countries.isoCode }).from(countries)
  const countryId = (iso: string) => countryRows.find((c) => c.isoCode === iso)!.id
  for (const role of roles) {
    const email = demoEmail(role)
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (existing.length) continue
    const person = demoPeople[role]
    await db.insert(users).values({
      firstName: person.firstName,
      lastName: person.lastName,
      email,
      role,
      countryId: countryId(person.country),
      passwordHash,
    })
  }
}

/** The demo's owner (the first SuperAdmin), as the demo's seeders act; undefined before any user exists. */
export const demoOwner = async (db: Db): Promise<SessionUser | undefined> => {
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email, countryId: users.countryId })
    .from(users)
    .where(eq(users.role, 'SuperAdmin'))
    .orderBy(asc(users.id))
    .limit(1)
  return owner && { ...owner, role: 'SuperAdmin', sessionId: 'demo' }
}

import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/users.table'

/**
 * A user's authenticator: the TOTP secret sealed with the server's key (two-factor-crypto.ts), usable
 * once confirmed by a first valid code. `lastStep` is the last time step accepted, so a code already
 * used is refused.
 */
export const twoFactors = pgTable('two_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The ten single-use recovery codes of a confirmed authenticator, kept as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_uq').on(t.userId, t.codeHash)],
)

/**
 * A sign-in half done: the password was right and a code is still owed ('verify'), or an authenticator
 * must be enrolled first ('enrol'). Short-lived; the row is deleted when used, so it is used once; its token opens no other route.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
)

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/users.table'

/**
 * An uploaded file (photo, ID card, receipt, PDF): stored under DATA_DIR/uploads or in the S3 bucket,
 * served by signed URL only.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_created_by_idx').on(t.createdBy)],
)

import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every table (updated_at refreshed by Drizzle on update). */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

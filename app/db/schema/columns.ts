import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A point in time, with time zone, set by the database when the row is written (created_at, updated_at, …). */
export const timestampDefaultNow = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A row's own id, made by the database. */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

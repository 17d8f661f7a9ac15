import { sql } from "drizzle-orm";
import { pages } from "~/db/schema";

/**
 * A page's revision: its updated_at in whole microseconds, as text. The editor sends it back with a
 * save, and the save only goes through while it still matches (no silent overwrite from another
 * tab). Microseconds, because a JavaScript Date would round PostgreSQL's timestamp to milliseconds.
 */
export const pageRevision = sql<string>`(extract(epoch from ${pages.updatedAt}) * 1000000)::bigint::text`;

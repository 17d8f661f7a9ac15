import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { replyTemplates } from "~/db/schema";

export type ReplyTemplate = { id: string; name: string; body: string };

/** The owner's saved reply texts, by name. */
export async function listReplyTemplates(companyId: string): Promise<ReplyTemplate[]> {
  return db()
    .select({ id: replyTemplates.id, name: replyTemplates.name, body: replyTemplates.body })
    .from(replyTemplates)
    .where(eq(replyTemplates.companyId, companyId))
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.createdAt));
}

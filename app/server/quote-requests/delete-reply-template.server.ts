import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { replyTemplates } from "~/db/schema";

/** Deletes one of the owner's templates; another company's id deletes nothing. */
export async function deleteReplyTemplate(companyId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const deleted = await db()
    .delete(replyTemplates)
    .where(and(eq(replyTemplates.id, id), eq(replyTemplates.companyId, companyId)))
    .returning({ id: replyTemplates.id });
  return deleted.length > 0;
}

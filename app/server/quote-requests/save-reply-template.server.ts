import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, replyTemplates } from "~/db/schema";
import { REPLY_BODY_MAX, REPLY_MESSAGES, TEMPLATE_NAME_MAX, TEMPLATES_MAX } from "~/schemas/quote-reply";
import { AppError } from "~/server/errors";
import { lockCompany } from "~/server/sites/lock-company.server";

/**
 * Saves a reply text as a template (at most TEMPLATES_MAX per company, counted under the company row's
 * lock so two tabs cannot pass the limit together).
 */
export async function saveReplyTemplate(
  companyId: string,
  input: { name: string; body: string },
): Promise<void> {
  const name = input.name.trim().replace(/\s+/g, " ");
  const body = input.body.trim();
  if (!name) throw new AppError("VALIDATION", REPLY_MESSAGES.templateName, "templateName");
  if (name.length > TEMPLATE_NAME_MAX)
    throw new AppError("VALIDATION", REPLY_MESSAGES.templateNameTooLong, "templateName");
  if (!body) throw new AppError("VALIDATION", REPLY_MESSAGES.body, "body");
  if (body.length > REPLY_BODY_MAX) throw new AppError("VALIDATION", REPLY_MESSAGES.bodyTooLong, "body");
  await db().transaction(async (tx) => {
    await lockCompany(tx, companyId, { id: companies.id });
    const [row] = await tx
      .select({ n: count() })
      .from(replyTemplates)
      .where(eq(replyTemplates.companyId, companyId));
    if ((row?.n ?? 0) >= TEMPLATES_MAX)
      throw new AppError("LIMIT_REACHED", REPLY_MESSAGES.templatesFull, "templateName");
    await tx.insert(replyTemplates).values({ companyId, name, body });
  });
}

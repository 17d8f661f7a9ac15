import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, replyTemplates } from "~/db/schema";
import { REPLY_BODY_MAX, REPLY_MESSAGES, TEMPLATE_NAME_MAX, TEMPLATES_MAX } from "~/schemas/quote-reply";
import { AppError } from "~/server/errors";
import { lockCompany } from "~/server/sites/lock-company.server";
import { requireReplyText } from "./require-reply-text";

/**
 * Saves a reply text as a template (at most TEMPLATES_MAX per company, counted under the company row's
 * lock so two tabs cannot pass the limit together).
 */
export async function saveReplyTemplate(
  companyId: string,
  input: { name: string; body: string },
): Promise<void> {
  const name = requireReplyText(input.name.replace(/\s+/g, " "), "templateName", TEMPLATE_NAME_MAX);
  const body = requireReplyText(input.body, "body", REPLY_BODY_MAX);
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

import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import type { WebsiteContent } from "~/db/schema/companies";
import { toPageDraft } from "~/lib/page-draft";

/**
 * SPEC §4: after a page is added, the company's websiteContent title, subtitle and processedContent
 * are updated. They mirror the homepage as it is now; `content` (the text the site was created with)
 * is kept, and filled from the homepage only when the company has none yet.
 */
export async function syncWebsiteContent(tx: DbOrTx, companyId: string): Promise<WebsiteContent | null> {
  const [company] = await tx
    .select({ websiteContent: companies.websiteContent })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [home] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.type, "homepage")))
    .limit(1);
  if (!company || !home) return null;
  const draft = toPageDraft(home);
  const websiteContent: WebsiteContent = {
    title: draft.title,
    subtitle: draft.subtitle,
    content: company.websiteContent?.content ?? draft.body,
    processedContent: { title: draft.title, subtitle: draft.subtitle, content: draft.body },
  };
  await tx.update(companies).set({ websiteContent }).where(eq(companies.id, companyId));
  return websiteContent;
}

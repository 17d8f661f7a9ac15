import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import {
  type WriteRequest,
  type WrittenCopy,
  type WrittenCopyWithSource,
  writeCopy,
} from "~/integrations/ai/index.server";
import { claimAiGeneration } from "~/server/ai-usage/claim-ai-generation.server";
import { releaseAiGeneration } from "~/server/ai-usage/release-ai-generation.server";
import { AppError } from "~/server/errors";
import { findPage } from "./find-page.server";
import { loadAiCompanyFacts } from "./load-ai-company-facts.server";

export const AI_LIMIT_MESSAGE = "Du har nået grænsen for AI-genereret indhold i dag. Prøv igen i morgen.";
export const AI_FAILED_MESSAGE = "Kunne ikke generere indhold";

export type GeneratedCopy = WrittenCopy & { usage: number };

/**
 * Writes copy for one of the company's pages from the owner's keywords, within the daily limit
 * (SPEC §9: 5 per company per local day, claimed atomically before the writer runs). When the
 * writer could only give the generic fallback text, the generation is given back and the owner
 * gets 'Kunne ikke generere indhold' instead of boilerplate in their page.
 */
export async function generatePageCopy(input: {
  companyId: string;
  pageId: string;
  keywords: string[];
  /** The editor's current body text (saved or not); defaults to the saved one. */
  existingText?: string;
  now?: Date;
  write?: (request: WriteRequest) => Promise<WrittenCopyWithSource>;
}): Promise<GeneratedCopy> {
  const [company] = await db().select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
  const page = await findPage(input.companyId, input.pageId);
  if (!page) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  if (!company.name.trim()) throw new AppError("VALIDATION", "Company name is required");
  if (input.keywords.length === 0) throw new AppError("VALIDATION", "Skriv mindst ét nøgleord", "keywords");

  const claim = await claimAiGeneration(input.companyId, input.now);
  if (!claim.allowed) throw new AppError("LIMIT_REACHED", AI_LIMIT_MESSAGE);

  const pageType = page.type === "homepage" ? "homepage" : page.slug === "om-os" ? "about" : "page";
  const copy = await (input.write ?? writeCopy)({
    ...(await loadAiCompanyFacts(company)),
    pageType,
    keywords: input.keywords,
    existingText: input.existingText ?? page.content.main?.content ?? page.content.content ?? "",
    ...(pageType === "page" ? { pageName: page.pageName } : {}),
  });
  if (copy.source === "fallback") {
    await releaseAiGeneration(input.companyId, claim.day);
    throw new AppError("UNAVAILABLE", AI_FAILED_MESSAGE);
  }
  return {
    title: copy.title,
    ...(copy.subtitle ? { subtitle: copy.subtitle } : {}),
    content: copy.content,
    usage: claim.count,
  };
}

import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import {
  type EditAction,
  type EditOutcome,
  type EditRequest,
  editText,
} from "~/integrations/ai/index.server";
import { claimAiGeneration } from "~/server/ai-usage/claim-ai-generation.server";
import { releaseAiGeneration } from "~/server/ai-usage/release-ai-generation.server";
import { AppError } from "~/server/errors";
import { findPage } from "./find-page.server";
import { AI_LIMIT_MESSAGE } from "./generate-page-copy.server";
import { loadAiCompanyFacts } from "./load-ai-company-facts.server";

export const AI_EDIT_FAILED =
  "AI kunne ikke arbejde med teksten lige nu. Din tekst er uændret. Prøv igen om lidt.";

/** What the owner is told when the writer found nothing to do (the day's use is given back). */
const AI_EDIT_NOTHING: Record<EditAction, string> = {
  rewrite: "AI fandt ikke noget at omskrive i den markerede tekst. Prøv at markere mere tekst.",
  shorten: "Den markerede tekst kan ikke gøres kortere. Prøv at markere mere tekst.",
  extend: "AI kunne ikke finde noget at tilføje til den markerede tekst. Prøv at markere mere tekst.",
};

/**
 * "Omskriv", "Gør kortere" or "Tilføj" over the text the owner selected on one of the company's pages
 * (issue 23), within the same daily limit as generated copy (claimed atomically before the writer
 * runs). A failing writer or one with nothing to do gives the day's use back and answers a Danish
 * message; the page itself is never changed here (the editor applies the text, and the owner saves).
 */
export async function editPageText(input: {
  companyId: string;
  pageId: string;
  action: EditAction;
  selection: string;
  context: string;
  now?: Date;
  edit?: (request: EditRequest) => Promise<EditOutcome>;
}): Promise<{ text: string; usage: number }> {
  const [company] = await db().select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
  const page = await findPage(input.companyId, input.pageId);
  if (!page) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");

  const claim = await claimAiGeneration(input.companyId, input.now);
  if (!claim.allowed) throw new AppError("LIMIT_REACHED", AI_LIMIT_MESSAGE);

  const outcome = await (input.edit ?? editText)({
    action: input.action,
    selection: input.selection,
    context: input.context,
    ...(await loadAiCompanyFacts(company)),
    ...(page.type === "homepage" ? {} : { pageName: page.pageName }),
  });
  if (outcome.kind !== "edited") {
    await releaseAiGeneration(input.companyId, claim.day);
    throw outcome.kind === "failed"
      ? new AppError("UNAVAILABLE", AI_EDIT_FAILED)
      : new AppError("VALIDATION", AI_EDIT_NOTHING[input.action]);
  }
  return { text: outcome.text, usage: claim.count };
}

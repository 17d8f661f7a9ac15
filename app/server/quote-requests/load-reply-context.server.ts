import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, quoteRequests } from "~/db/schema";
import type { ReplyRequest } from "~/integrations/ai/index.server";
import { CALLBACK_TIME_LABELS } from "~/schemas/callback-request";
import { QUOTE_TIMING_OPTIONS } from "~/schemas/quote-request";
import { taskTitle, townOf } from "~/server/alerts/quote-alert-text";

export type ReplyContext = {
  request: ReplyRequest;
  email: string;
  task: string;
  /** Where the customer's answer goes: the firm's contact e-mail. */
  replyTo: string;
};

/** What a reply to one of the company's requests is written from; null when it is not theirs. */
export async function loadReplyContext(companyId: string, id: string): Promise<ReplyContext | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db()
    .select({ quote: quoteRequests, company: companies })
    .from(quoteRequests)
    .innerJoin(companies, eq(companies.id, quoteRequests.companyId))
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId)));
  if (!row) return null;
  const { quote, company } = row;
  const timing =
    quote.kind === "callback"
      ? (CALLBACK_TIME_LABELS[quote.callbackTime as keyof typeof CALLBACK_TIME_LABELS] ?? "")
      : (QUOTE_TIMING_OPTIONS.find((option) => option.value === quote.timing)?.label ?? "");
  return {
    request: {
      companyName: company.name,
      companyPhone: company.phone ?? "",
      industryDesc: company.industryDesc ?? undefined,
      customerName: quote.name,
      description: quote.kind === "callback" ? "" : quote.description,
      timing,
      town: townOf(quote.address),
      photoCount: quote.photos.length,
      kind: quote.kind,
    },
    email: quote.email,
    task: quote.kind === "callback" ? "dit opkald" : taskTitle(quote.description),
    replyTo: company.email || company.companyEmail,
  };
}

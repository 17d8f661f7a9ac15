import { type DraftedReply, draftReply } from "~/integrations/ai/index.server";
import { loadReplyContext } from "./load-reply-context.server";

/**
 * A reply to one of the company's requests drafted by the AI provider (the offline writer in embedded
 * mode, and as the stand-in when the model fails). Null when the request is not the company's.
 */
export async function draftQuoteReply(companyId: string, id: string): Promise<DraftedReply | null> {
  const context = await loadReplyContext(companyId, id);
  if (!context) return null;
  return draftReply(context.request);
}

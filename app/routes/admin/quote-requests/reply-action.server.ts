import { randomUUID } from "node:crypto";
import { fillReplyTemplate, REPLY_MESSAGES, type ReplyResult } from "~/schemas/quote-reply";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { deleteReplyTemplate } from "~/server/quote-requests/delete-reply-template.server";
import { draftQuoteReply } from "~/server/quote-requests/draft-quote-reply.server";
import { listReplyTemplates } from "~/server/quote-requests/list-reply-templates.server";
import { loadReplyContext } from "~/server/quote-requests/load-reply-context.server";
import { saveReplyTemplate } from "~/server/quote-requests/save-reply-template.server";
import { sendQuoteReply } from "~/server/quote-requests/send-quote-reply.server";

export type { ReplyResult };

export const REPLY_INTENTS = [
  "draft",
  "use-template",
  "save-template",
  "delete-template",
  "send-reply",
] as const;

/** One of the inbox's reply intents for the owner's request `id` (ownership checked by the caller). */
export async function replyAction(
  companyId: string,
  id: string,
  intent: string,
  form: FormData,
): Promise<ReplyResult> {
  const subject = String(form.get("subject") ?? "");
  const body = String(form.get("body") ?? "");
  const keep = { reply: true as const, subject, body, key: String(form.get("key") ?? "") };
  const answer = (ok: boolean, message: string, extra: Partial<ReplyResult> = {}): ReplyResult => ({
    ...keep,
    ok,
    message,
    status: ok ? 200 : 400,
    ...extra,
  });
  try {
    switch (intent) {
      case "draft": {
        const draft = await draftQuoteReply(companyId, id);
        if (!draft) return answer(false, "Forespørgslen blev ikke fundet", { status: 404 });
        // A failing model still leaves a text to edit, with the reason said plainly.
        return answer(!draft.failed, draft.failed ? REPLY_MESSAGES.aiFailed : REPLY_MESSAGES.drafted, {
          body: draft.text,
          key: randomUUID(),
          status: 200,
        });
      }
      case "use-template": {
        const template = (await listReplyTemplates(companyId)).find((t) => t.id === form.get("templateId"));
        if (!template) return answer(false, REPLY_MESSAGES.templateMissing);
        const context = await loadReplyContext(companyId, id);
        if (!context) return answer(false, "Forespørgslen blev ikke fundet", { status: 404 });
        const text = fillReplyTemplate(template.body, {
          customerName: context.request.customerName,
          task: context.task,
          companyName: context.request.companyName,
          companyPhone: context.request.companyPhone,
        });
        return answer(true, `Skabelonen "${template.name}" er sat ind. Ret den til, og tryk Send svar.`, {
          body: text,
          key: randomUUID(),
        });
      }
      case "save-template":
        await saveReplyTemplate(companyId, { name: String(form.get("templateName") ?? ""), body });
        return answer(true, REPLY_MESSAGES.templateSaved);
      case "delete-template":
        await deleteReplyTemplate(companyId, String(form.get("templateId") ?? ""));
        return answer(true, REPLY_MESSAGES.templateDeleted);
      case "send-reply":
        await sendQuoteReply(companyId, id, { subject, body });
        return answer(true, REPLY_MESSAGES.sent, { body: "", key: randomUUID() });
      default:
        return answer(false, "Ukendt handling");
    }
  } catch (error) {
    if (isAppError(error)) {
      const field = error.field as ReplyResult["field"];
      return answer(false, error.message, { field, status: error.status });
    }
    // Never a 500 page for the owner: the typed text stays, the reason is logged.
    log("error", "quote reply failed", {
      intent,
      error: error instanceof Error ? error.message : String(error),
    });
    return answer(false, "Det lykkedes ikke lige nu. Prøv igen om lidt – din tekst er bevaret.", {
      status: 503,
    });
  }
}

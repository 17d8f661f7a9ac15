import { randomUUID } from "node:crypto";
import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { fillReplyTemplate, REPLY_MESSAGES } from "~/schemas/quote-reply";
import { deleteReplyTemplate } from "~/server/quote-requests/delete-reply-template.server";
import { draftQuoteReply } from "~/server/quote-requests/draft-quote-reply.server";
import { listReplyTemplates } from "~/server/quote-requests/list-reply-templates.server";
import { loadReplyContext } from "~/server/quote-requests/load-reply-context.server";
import { saveReplyTemplate } from "~/server/quote-requests/save-reply-template.server";
import { sendQuoteReply } from "~/server/quote-requests/send-quote-reply.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";

export const REPLY_INTENTS = [
  "draft",
  "use-template",
  "save-template",
  "delete-template",
  "send-reply",
] as const;
type ReplyIntent = (typeof REPLY_INTENTS)[number];

/** The reply forms' fields; the rules (subject, body, template name) are the domain's AppErrors. */
const REPLY_FORM = z.object({
  subject: z.string(),
  body: z.string(),
  key: z.string(),
  templateId: z.string(),
  templateName: z.string(),
});

/**
 * One of the inbox's reply intents for the owner's request `id` (ownership checked by the caller),
 * answered as an ActionResult with intent "reply": `values` hold the subject, the text and the key
 * that renews the fields when the text was written here. "not-found" when the request is not the
 * owner's (the page answers its 404).
 */
export async function replyAction(companyId: string, id: string, intent: ReplyIntent, form: FormData) {
  const parsed = parseForm(form, REPLY_FORM);
  const { subject, body, key, templateId, templateName } = parsed.ok
    ? parsed.data
    : { subject: "", body: "", key: "", templateId: "", templateName: "" };
  const values = { subject, body, key };
  const done = (message: string, written?: string) =>
    actionDone({
      intent: "reply",
      message,
      values: written === undefined ? values : { subject, body: written, key: randomUUID() },
    });
  try {
    switch (intent) {
      case "draft": {
        const draft = await draftQuoteReply(companyId, id);
        if (!draft) return "not-found" as const;
        if (!draft.failed) return done(REPLY_MESSAGES.drafted, draft.text);
        // A failing model still leaves a text to edit, with the reason said plainly.
        return actionInvalid({
          intent: "reply",
          status: 200,
          fieldErrors: {},
          message: REPLY_MESSAGES.aiFailed,
          values: { subject, body: draft.text, key: randomUUID() },
        });
      }
      case "use-template": {
        const template = (await listReplyTemplates(companyId)).find((t) => t.id === templateId);
        if (!template)
          return actionInvalid({
            intent: "reply",
            fieldErrors: {},
            message: REPLY_MESSAGES.templateMissing,
            values,
          });
        const context = await loadReplyContext(companyId, id);
        if (!context) return "not-found" as const;
        const text = fillReplyTemplate(template.body, {
          customerName: context.request.customerName,
          task: context.task,
          companyName: context.request.companyName,
          companyPhone: context.request.companyPhone,
        });
        return done(`Skabelonen "${template.name}" er sat ind. Ret den til, og tryk Send svar.`, text);
      }
      case "save-template":
        await saveReplyTemplate(companyId, { name: templateName, body });
        return done(REPLY_MESSAGES.templateSaved);
      case "delete-template":
        await deleteReplyTemplate(companyId, templateId);
        return done(REPLY_MESSAGES.templateDeleted);
      case "send-reply":
        await sendQuoteReply(companyId, id, { subject, body });
        return done(REPLY_MESSAGES.sent, "");
    }
  } catch (error) {
    // Never a 500 page for the owner: the typed text stays, the reason is logged.
    return actionFailed(error, {
      intent: "reply",
      log: "quote reply failed",
      fallback: "Det lykkedes ikke lige nu. Prøv igen om lidt – din tekst er bevaret.",
      fields: { companyId, intent },
      values,
    });
  }
}

import { escapeHtml, layout, singleLine } from "./html";
import type { RenderedMail } from "./welcome";

/**
 * The owner's answer to a customer's request, written in the inbox (issue 25). The text is the owner's
 * own, sent as text (escaped in the HTML part, paragraphs kept); answers go to the firm (Reply-To).
 */
export function quoteReplyMail(input: { companyName: string; subject: string; body: string }): RenderedMail {
  const subject = singleLine(input.subject);
  const footer = `Sendt af ${singleLine(input.companyName)} via Håndværkernet. Svar på denne e-mail går direkte til ${singleLine(input.companyName)}.`;
  const paragraphs = input.body
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
  return {
    subject,
    text: `${input.body.replace(/\r\n?/g, "\n").trim()}\n\n--\n${footer}`,
    html: layout(subject, paragraphs, footer),
  };
}

import { detailsTable, escapeHtml, layout, singleLine } from "./html";
import type { SentRequest } from "./quote-request";

const QUOTE_RECEIPT_PROMISE = "Vi svarer normalt inden for 2 timer på hverdage.";

export type QuoteReceiptInput = SentRequest & {
  companyName: string;
  /** The firm's phone number as the site shows it; "" when it has none. */
  companyPhone: string;
};

/**
 * The visitor's receipt for a "Få et tilbud" request (issue 25): a copy of what they sent, who will
 * answer and when, and the firm's phone number. Transactional and neutral: no offers, no links to
 * anything but the firm's phone. Everything the visitor typed is escaped.
 */
export function quoteReceiptMail(input: QuoteReceiptInput): { subject: string; text: string; html: string } {
  const company = singleLine(input.companyName);
  const name = singleLine(input.visitorName);
  const phone = singleLine(input.companyPhone);
  const description = input.description.replace(/\r\n?/g, "\n").trim();
  const subject = `Kvittering: din forespørgsel til ${company}`;
  const greeting = `Hej ${name}`;
  const intro = `Tak for din forespørgsel. ${company} har modtaget den og svarer dig. ${QUOTE_RECEIPT_PROMISE}`;
  const call = phone ? `Haster det, så ring til ${company} på ${phone}.` : "";
  const details: [string, string][] = [
    ["Navn", name],
    ["Telefon", singleLine(input.phone) || "–"],
    ["E-mail", singleLine(input.email) || "–"],
    ["Adresse", singleLine(input.address)],
    ["Hvornår", input.timing],
    ["Billeder", input.photoCount === 0 ? "Ingen" : String(input.photoCount)],
  ];
  const footer = `Denne kvittering er sendt på vegne af ${company}, fordi du skrev til firmaet fra dets hjemmeside.`;

  const text = [
    greeting,
    intro,
    call,
    "Det sendte du:",
    details.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `Hvad skal laves?\n${description}`,
    footer,
  ]
    .filter(Boolean)
    .join("\n\n");
  const telHref = phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : "";
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      phone
        ? `<p>Haster det, så ring til ${escapeHtml(company)} på <a href="${escapeHtml(telHref)}">${escapeHtml(phone)}</a>.</p>`
        : "",
      `<h2 style="font-size:16px;margin:16px 0 8px">Det sendte du</h2>`,
      detailsTable(details),
      `<h3 style="font-size:15px;margin:16px 0 8px">Hvad skal laves?</h3>`,
      `<p style="white-space:pre-wrap">${escapeHtml(description)}</p>`,
    ].join("\n"),
    footer,
  );
  return { subject, text, html };
}

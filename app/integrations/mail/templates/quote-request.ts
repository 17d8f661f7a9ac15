import { button, detailsTable, escapeHtml, layout, singleLine } from "./html";

/** A request as the visitor sent it, for the mails about it (the owner's notification, the visitor's receipt). */
export type SentRequest = {
  visitorName: string;
  phone: string;
  email: string;
  address: string;
  /** Danish label of when the job should be done. */
  timing: string;
  description: string;
  photoCount: number;
};

type QuoteRequestMailInput = SentRequest & {
  /** The request in the admin inbox. */
  adminUrl: string;
};

export type QuoteRequestMail = { subject: string; text: string; html: string; replyTo: string | undefined };

/**
 * Tells the owner about a new "Få et tilbud" request: the text and the contact details, a link into
 * the admin. Photos are private: neither attached nor linked, only counted. Replying answers the
 * visitor when they gave an e-mail. The visitor's words are escaped, never rendered as HTML.
 */
export function quoteRequestMail(input: QuoteRequestMailInput): QuoteRequestMail {
  const name = singleLine(input.visitorName).slice(0, 100);
  const replyTo = singleLine(input.email).split(/[\s,;]/)[0] || undefined;
  const description = input.description.replace(/\r\n?/g, "\n").trim();
  const details: [string, string][] = [
    ["Navn", name],
    ["Telefon", singleLine(input.phone) || "–"],
    ["E-mail", replyTo ?? "–"],
    ["Adresse", singleLine(input.address) || "–"],
    ["Hvornår", input.timing],
    ["Billeder", input.photoCount === 0 ? "Ingen" : `${input.photoCount} (se dem i administrationen)`],
  ];
  const subject = `Ny forespørgsel fra ${name}`;
  const intro = "Du har fået en ny forespørgsel fra formularen “Få et tilbud” på din hjemmeside.";
  const reply = replyTo
    ? "Svar på denne e-mail for at skrive direkte til kunden."
    : "Kunden har ikke oplyst en e-mail – ring på telefonnummeret ovenfor.";

  const text = [
    intro,
    detailsText(details),
    `Hvad skal laves?\n${description}`,
    `Se forespørgslen: ${input.adminUrl}`,
    reply,
  ].join("\n\n");

  const html = layout(
    subject,
    [
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(intro)}</p>`,
      detailsTable(details),
      `<h2 style="font-size:16px;margin:16px 0 8px">Hvad skal laves?</h2>`,
      `<p style="white-space:pre-wrap">${escapeHtml(description)}</p>`,
      button(input.adminUrl, "Se forespørgslen"),
      `<p>${escapeHtml(reply)}</p>`,
    ].join("\n"),
  );
  return { subject, text, html, replyTo };
}

export type CallbackRequestMailInput = {
  visitorName: string;
  phone: string;
  /** The inbox's task line: "Ring mig op – i formiddag (8–12)". */
  task: string;
  /** The request in the admin inbox. */
  adminUrl: string;
};

/**
 * Tells the owner about a "Ring mig op" (issue 25): who wants a call, the number and when. No quote
 * form, no description, no photos, no Reply-To: the visitor gave only a name and a phone number.
 */
export function callbackRequestMail(input: CallbackRequestMailInput): QuoteRequestMail {
  const name = singleLine(input.visitorName).slice(0, 100);
  const phone = singleLine(input.phone) || "–";
  const details: [string, string][] = [
    ["Navn", name],
    ["Telefon", phone],
    ["Ønske", singleLine(input.task)],
  ];
  const subject = `${name} vil gerne ringes op`;
  const intro = "Du har fået en opringningsanmodning fra “Ring mig op” på din hjemmeside.";
  const call = `Ring til ${name} på ${phone}. Kunden har ikke oplyst en e-mail.`;
  const text = [intro, detailsText(details), `Se henvendelsen: ${input.adminUrl}`, call].join("\n\n");
  const html = layout(
    subject,
    [
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(intro)}</p>`,
      detailsTable(details),
      button(input.adminUrl, "Se henvendelsen"),
      `<p>${escapeHtml(call)}</p>`,
    ].join("\n"),
  );
  return { subject, text, html, replyTo: undefined };
}

function detailsText(details: [string, string][]): string {
  return details.map(([label, value]) => `${label}: ${value}`).join("\n");
}

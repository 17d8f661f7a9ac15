import { escapeHtml, layout, link, singleLine } from "./html";

export type ReviewRequestInput = {
  companyName: string;
  customerName: string;
  /** The job it is about: the start of what the customer asked for. */
  task: string;
  /** When the job was marked done, in Danish ("3. marts 2026"). */
  doneDate: string;
  /** The review profiles the firm set up, in the order shown; at least one. */
  profiles: Array<{ label: string; url: string }>;
  /** The signed opt-out page (no login). */
  optOutUrl: string;
  /** Trustpilot invites through its own BCC address: then the mail says so instead of a plain link. */
  trustpilotInvites: boolean;
};

/** The task in one line of at most 120 characters, cut at a word. */
export function taskSummary(description: string): string {
  const line = description.replace(/\s+/g, " ").trim();
  if (line.length <= 120) return line;
  const cut = line.slice(0, 121);
  const space = cut.lastIndexOf(" ");
  return `${(space > 60 ? cut.slice(0, space) : cut.slice(0, 120)).replace(/[\s,.;:–-]+$/, "")} …`;
}

/**
 * "Bed om en anmeldelse" (issue 26). Forbrugerombudsmanden's rules for an unsolicited review request:
 * right after the job, about that job, and wholly neutral. So: one mail naming the job and its date,
 * asking for the customer's experience whatever it was, every profile the firm has set up side by side
 * (no star gating, nothing that steers the customer to one site or one kind of review), no offer or
 * reward, and a working opt-out. Everything from the owner or customer is escaped.
 */
export function reviewRequestMail(input: ReviewRequestInput): {
  subject: string;
  text: string;
  html: string;
} {
  const company = singleLine(input.companyName);
  const name = singleLine(input.customerName);
  const task = taskSummary(input.task);
  const subject = `Hvordan oplevede du opgaven fra ${company}?`;
  const greeting = name ? `Hej ${name}` : "Hej";
  const intro = `${company} har afsluttet opgaven "${task}" (udført ${input.doneDate}).`;
  const ask =
    "Vil du skrive en anmeldelse af, hvordan du oplevede opgaven? Alle anmeldelser er velkomne, både de gode og de kritiske, og det er helt frivilligt.";
  const trustpilot = input.trustpilotInvites
    ? "Du får måske også en mail fra Trustpilot med en invitation til at anmelde opgaven der."
    : "";
  const footer = [
    `Denne mail er sendt én gang på vegne af ${company}, fordi firmaet har udført en opgave for dig.`,
    `Ønsker du ikke flere mails om anmeldelser fra ${company}: ${input.optOutUrl}`,
  ].join(" ");

  const text = [
    greeting,
    intro,
    ask,
    input.profiles.map((profile) => `${profile.label}: ${profile.url}`).join("\n"),
    trustpilot,
    "Venlig hilsen",
    company,
    footer,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<ul>${input.profiles.map((profile) => `<li>${escapeHtml(profile.label)}: ${link(profile.url)}</li>`).join("")}</ul>`,
      trustpilot ? `<p>${escapeHtml(trustpilot)}</p>` : "",
      `<p>Venlig hilsen<br>${escapeHtml(company)}</p>`,
      `<p style="font-size:13px;color:#57534e">${link(input.optOutUrl, `Ønsker du ikke flere mails om anmeldelser fra ${company}?`)}</p>`,
    ].join("\n"),
    `Denne mail er sendt én gang på vegne af ${company}, fordi firmaet har udført en opgave for dig.`,
  );
  return { subject, text, html };
}

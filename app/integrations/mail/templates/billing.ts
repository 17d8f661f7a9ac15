import { button, escapeHtml, greeting, layout } from "./html";
import type { RenderedMail } from "./welcome";

export type BillingMailKind = "trial-14" | "trial-3" | "payment-failed" | "subscription-ended";

export type BillingMailInput = {
  kind: BillingMailKind;
  companyName: string;
  /** The owner's own name when we know one; the greeting falls back to a plain "Hej". */
  personName?: string | null;
  /** Whole days until the trial ends (Copenhagen calendar days), for the reminders' subjects. */
  daysLeft?: number;
  /** Where the owner pays or changes the card: /admin/subscription on the main host. */
  subscriptionUrl: string;
  /** Formatted Danish date: the trial's end, or the day the site pauses. */
  date: string;
};

const PRICE = "249 kr. om måneden inkl. moms (199,20 kr. ekskl. moms)";

const CONTENT: Record<BillingMailKind, (input: BillingMailInput) => { subject: string; lines: string[] }> = {
  "trial-14": ({ date, daysLeft }) => ({
    subject: `Din gratis prøveperiode slutter ${inDays(daysLeft ?? 14)}`,
    lines: [
      `Din gratis prøveperiode på Håndværkernet slutter den ${date}.`,
      `Vil du beholde din hjemmeside, kan du tilmelde dig nu for ${PRICE}. Du betaler først, når prøveperioden er slut, og der er ingen binding.`,
    ],
  }),
  "trial-3": ({ date, daysLeft }) => ({
    subject: `Din gratis prøveperiode slutter ${inDays(daysLeft ?? 3)}`,
    lines: [
      `Din gratis prøveperiode slutter den ${date}.`,
      `Tilmeld dig nu for ${PRICE}, så din hjemmeside fortsætter uden afbrydelse.`,
    ],
  }),
  "payment-failed": () => ({
    subject: "Betalingen for din hjemmeside mislykkedes",
    lines: [
      "Vi kunne ikke trække betalingen for dit abonnement på Håndværkernet. Din hjemmeside er stadig online, og vi prøver igen automatisk de næste dage.",
      "Opdatér gerne dit betalingskort, så betalingen går igennem.",
    ],
  }),
  "subscription-ended": ({ date }) => ({
    subject: "Dit abonnement er ophørt",
    lines: [
      "Dit abonnement på Håndværkernet er ophørt.",
      `Din hjemmeside forbliver online til og med den ${date}, derefter sættes den på pause. Intet bliver slettet: tilmelder du dig igen, er hjemmesiden tilbage med det samme.`,
    ],
  }),
};

/** "om 10 dage", "om 1 dag", "i dag": the reminder says the days that are really left. */
function inDays(days: number): string {
  if (days <= 0) return "i dag";
  return days === 1 ? "i morgen" : `om ${days} dage`;
}

/** The billing e-mails (receipts come from Stripe). */
export function billingMail(input: BillingMailInput): RenderedMail {
  const { subject, lines } = CONTENT[input.kind](input);
  const hello = greeting(input.personName);
  const action = input.kind === "payment-failed" ? "Opdatér betalingskort" : "Gå til abonnement";
  const text = [hello, ...lines, `${action}: ${input.subscriptionUrl}`, "Venlig hilsen\nHåndværkernet"].join(
    "\n\n",
  );
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    button(input.subscriptionUrl, action),
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");
  return { subject, text, html: layout(subject, body) };
}

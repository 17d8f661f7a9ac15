import { button, escapeHtml, layout, singleLine } from "./html";
import type { RenderedMail } from "./welcome";

export type BillingMailKind = "trial-14" | "trial-3" | "payment-failed" | "subscription-ended";

export type BillingMailInput = {
  kind: BillingMailKind;
  companyName: string;
  /** Where the owner pays or changes the card: /admin/subscription on the main host. */
  subscriptionUrl: string;
  /** Formatted Danish date: the trial's end, or the day the site pauses. */
  date: string;
};

const PRICE = "249 kr. om måneden inkl. moms (199,20 kr. ekskl. moms)";

const CONTENT: Record<BillingMailKind, (input: BillingMailInput) => { subject: string; lines: string[] }> = {
  "trial-14": ({ date }) => ({
    subject: "Din gratis prøveperiode slutter om 14 dage",
    lines: [
      `Din gratis prøveperiode på Håndværkernet slutter den ${date}.`,
      `Vil du beholde din hjemmeside, kan du tilmelde dig nu for ${PRICE}. Du betaler først, når prøveperioden er slut, og der er ingen binding.`,
    ],
  }),
  "trial-3": ({ date }) => ({
    subject: "Din gratis prøveperiode slutter om 3 dage",
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

/** The billing e-mails (receipts come from Stripe). */
export function billingMail(input: BillingMailInput): RenderedMail {
  const { subject, lines } = CONTENT[input.kind](input);
  const name = singleLine(input.companyName);
  const action = input.kind === "payment-failed" ? "Opdatér betalingskort" : "Gå til abonnement";
  const text = [
    `Hej ${name}`,
    ...lines,
    `${action}: ${input.subscriptionUrl}`,
    "Venlig hilsen\nHåndværkernet",
  ].join("\n\n");
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">Hej ${escapeHtml(name)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    button(input.subscriptionUrl, action),
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");
  return { subject, text, html: layout(subject, body) };
}

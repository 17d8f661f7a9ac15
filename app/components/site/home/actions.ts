import { formatDanishPhone } from "~/lib/phone";
import { telHref } from "../site-links";

/**
 * One call-to-action system (issue 22): "Få et tilbud" is the primary action wherever it is offered
 * (header, hero, phone bar, the band after the reviews); with the quote form switched off the phone
 * takes its place, and without a phone the contact section.
 */
export type Action = { href: string; label: string; phone: boolean };

export function primaryAction(quoteHref: string | null, phone: string): Action {
  if (quoteHref) return { href: quoteHref, label: "Få et tilbud", phone: false };
  if (phone.trim()) return callAction(phone);
  return { href: "#kontakt", label: "Kontakt os", phone: false };
}

/** "Ring 75 82 12 34": the secondary action, when the primary is not already the phone. */
export function secondaryAction(quoteHref: string | null, phone: string): Action | null {
  return quoteHref && phone.trim() ? callAction(phone) : null;
}

function callAction(phone: string): Action {
  return { href: telHref(phone), label: `Ring ${formatDanishPhone(phone)}`, phone: true };
}

import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { isBillingEnabled } from "~/integrations/billing/index.server";
import { escapeHtml } from "~/integrations/mail/templates/html";
import { billingNow } from "./clock";

/**
 * Is the site on pause right now? `pauseAt` (ms) comes with the host lookup (find-site-by-host): the
 * moment the grace period ends, so the very next request after it shows the pause page even though
 * no event changed the site (and the cached host entry stays valid).
 */
export function isSitePaused(site: { pauseAt?: number | null; ownershipPauseAt?: number | null }): boolean {
  // Issue 27: 14 days unverified pauses the site whether or not billing is set up.
  if (typeof site.ownershipPauseAt === "number" && Date.now() >= site.ownershipPauseAt) return true;
  if (site.pauseAt === null || site.pauseAt === undefined) return false;
  return isBillingEnabled() && billingNow().getTime() >= site.pauseAt;
}

export type PausedPage = { status: number; headers: Record<string, string>; body: string };

/**
 * The neutral page a paused site shows: the company's name, phone and e-mail, nothing about money.
 * 503 with Retry-After tells search engines the pause is temporary. Not cached: paused sites are few,
 * and paying must restore the site at once.
 */
export async function renderPausedSite(companyId: string): Promise<PausedPage> {
  const [company] = await db()
    .select({ name: companies.name, phone: companies.phone, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  const name = escapeHtml(company?.name ?? "");
  const contact: string[] = [];
  if (company?.phone) {
    const tel = company.phone.replace(/[^\d+]/g, "");
    contact.push(`<li>Telefon: <a href="tel:${escapeHtml(tel)}">${escapeHtml(company.phone)}</a></li>`);
  }
  if (company?.email)
    contact.push(
      `<li>E-mail: <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a></li>`,
    );
  const body =
    '<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${name}</title></head>` +
    '<body style="margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9">' +
    '<main style="max-width:36rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5">' +
    `<p style="font-weight:600">${name}</p><h1>Hjemmesiden er midlertidigt sat på pause</h1>` +
    (contact.length > 0
      ? `<p>Du kan stadig kontakte os:</p><ul style="padding-left:1.25rem">${contact.join("")}</ul>`
      : "") +
    "</main></body></html>";
  return {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "86400",
    },
    body,
  };
}

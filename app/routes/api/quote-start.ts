import { requestInfoContext } from "~/server/context";
import { FILL_TIME_COOKIE, mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import { findQuoteFormCompany } from "~/server/quote-requests/find-quote-form-company.server";
import type { Route } from "./+types/quote-start";

// A transparent 1×1 GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /api/tilbud/start: the image inside the quote form that starts its fill-time clock
 * (docs/decisions/010-quote-form-fill-time.md). The cookie is scoped to the form's path, so it goes
 * along only with the form's POST, and its token is bound to the site the form belongs to (the host's
 * site, or `?cvr=` on the main host); without such a site (or form) no cookie is set.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const info = context.get(requestInfoContext);
  const cvr = new URL(request.url).searchParams.get("cvr");
  const onMainHost = info.zone.kind === "main";
  const validCvr = cvr && /^\d{8}$/.test(cvr) ? cvr : null;
  const site = onMainHost
    ? validCvr
      ? { cvr: validCvr }
      : null
    : info.siteCompanyId
      ? { companyId: info.siteCompanyId }
      : null;
  const companyId = await findQuoteFormCompany(site);
  const headers: Record<string, string> = { "Content-Type": "image/gif", "Cache-Control": "no-store" };
  if (companyId) {
    const path = onMainHost ? `/${validCvr}/tilbud` : "/tilbud";
    const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
    headers["Set-Cookie"] =
      `${FILL_TIME_COOKIE}=${mintFillToken(companyId)}; Path=${path}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`;
  }
  return new Response(new Uint8Array(PIXEL), { headers });
}

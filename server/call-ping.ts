import type { Request, Response } from "express";
import { CALL_PING_PATH } from "~/components/site/site-links";
import { recordCallTap } from "~/server/analytics/call-tap-buffer.server";
import type { RequestInfo } from "~/server/context";
import { log } from "~/server/log.server";
import { lookupSite } from "~/server/sites/site-cache.server";

export { CALL_PING_PATH };

/**
 * POST /api/opkald: the browser reports a tap on a tel: link of a customer site (the link's `ping`
 * attribute, docs/decisions/034). The site is the host's (subdomain, own domain) or `?cvr=` on the main
 * host. It always answers 204 with no body, counted or not, so a caller learns nothing; it counts only
 * a real ping (`Ping-To: tel:…`, from the same origin when the browser names one), never a bot, at
 * most CALL_TAPS_PER_ADDRESS_HOUR per address and site an hour, and never a page view. Cost: a cached
 * site lookup and a map update, no database write on the request path.
 */
export function callPing() {
  return async (req: Request, res: Response) => {
    try {
      const companyId = await countedSite(req, (res.locals as { info: RequestInfo }).info);
      if (companyId) recordCallTap({ companyId, ip: req.ip ?? "", userAgent: req.headers["user-agent"] });
    } catch (error) {
      // A lost tap is better than an error: the visitor's call is already under way.
      log("warn", "call ping not counted", { error: error instanceof Error ? error.message : String(error) });
    }
    res.status(204).set("Cache-Control", "no-store").end();
  };
}

async function countedSite(req: Request, info: RequestInfo): Promise<string | null> {
  if (!String(req.headers["ping-to"] ?? "").startsWith("tel:")) return null;
  const origin = req.headers.origin;
  if (origin !== undefined && hostOf(origin) !== info.host) return null;
  if (info.zone.kind !== "main") return info.siteCompanyId;
  const cvr = typeof req.query.cvr === "string" ? req.query.cvr : "";
  if (!/^\d{8}$/.test(cvr)) return null;
  return (await lookupSite({ kind: "cvr", cvr }))?.companyId ?? null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

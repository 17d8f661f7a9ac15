import { type RequestInfo, requestInfoContext } from "~/server/context";

const PLAIN_TEXT = "text/plain; charset=utf-8";

/**
 * A text file of a customer host (/robots.txt, /sitemap.xml, /llms.txt, /indexnow-key.txt): the body
 * the site's company gives, or "Ikke fundet" with 404 where the host has no site or there is no body.
 */
export async function siteTextFile(
  context: { get: (key: typeof requestInfoContext) => RequestInfo },
  body: (companyId: string) => Promise<string | null> | string,
  contentType = PLAIN_TEXT,
): Promise<Response> {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  const text = companyId ? await body(companyId) : null;
  if (text === null)
    return new Response("Ikke fundet", { status: 404, headers: { "Content-Type": PLAIN_TEXT } });
  return new Response(text, { headers: { "Content-Type": contentType } });
}

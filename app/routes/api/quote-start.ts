import { FILL_TIME_COOKIE, mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import type { Route } from "./+types/quote-start";

// A transparent 1×1 GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /api/tilbud/start: the image inside the quote form that starts its fill-time clock
 * (docs/decisions/010-quote-form-fill-time.md). The cookie is scoped to the form's path, so it goes
 * along only with the form's POST.
 */
export function loader({ request }: Route.LoaderArgs) {
  const cvr = new URL(request.url).searchParams.get("cvr");
  const path = cvr && /^\d{8}$/.test(cvr) ? `/${cvr}/tilbud` : "/tilbud";
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return new Response(new Uint8Array(PIXEL), {
    headers: {
      "Content-Type": "image/gif",
      "Cache-Control": "no-store",
      "Set-Cookie": `${FILL_TIME_COOKIE}=${mintFillToken()}; Path=${path}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`,
    },
  });
}

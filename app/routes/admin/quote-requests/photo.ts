import { requireOwner } from "~/server/auth/require-owner.server";
import { readQuotePhoto } from "~/server/quote-requests/read-quote-photo.server";
import type { Route } from "./+types/photo";

/**
 * GET /admin/forespoergsler/:id/billeder/:index[?str=lille]: a request photo, only for the signed-in
 * owner of the request's company (the files live under the private storage prefix, never /media).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const size = new URL(request.url).searchParams.get("str") === "lille" ? "thumb" : "full";
  const body = await readQuotePhoto(company.id, params.id, Number(params.index), size);
  if (!body) {
    return new Response("Billedet blev ikke fundet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": "private, max-age=3600",
    },
  });
}

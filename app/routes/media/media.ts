import crypto from "node:crypto";
import { assertSafeKey, storage } from "~/integrations/storage/index.server";
import { isPrivateKey } from "~/server/quote-requests/quote-photo-keys";
import type { Route } from "./+types/media";

/** Keys are unique per upload (timestamp + random tag), so a stored file never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Filen blev ikke fundet.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === etag || candidate === "*";
  });
}

/**
 * GET /media/<key> on every host: a stored upload with its content type, cached for a year. Only
 * raster images are served (never HTML, SVG or the storage's own bookkeeping files), with nosniff,
 * so nothing under /media can run script on our origin. Unknown or unsafe keys are 404.
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<Response> {
  const key = params["*"] ?? "";
  // Private files (quote-request photos) are only ever served to their owner, never here.
  if (!isSafeKey(key) || isPrivateKey(key)) return notFound();
  const file = await storage().get(key);
  const isRasterImage = file?.contentType.startsWith("image/") && !file.contentType.startsWith("image/svg");
  if (!file || !isRasterImage) return notFound();

  const etag = `"${crypto.createHash("sha256").update(file.body).digest("base64url").slice(0, 32)}"`;
  // X-Content-Type-Options: nosniff is on every response already (server/security.ts).
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  if (matchesEtag(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.body), {
    headers: { ...headers, "Content-Type": file.contentType, "Content-Length": String(file.body.length) },
  });
}

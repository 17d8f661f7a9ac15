import { type SafeFetchOptions, safeFetch } from "./safe-fetch.server";

/** A photo from an old website is never worth more than this; the read stops as soon as it is over. */
export const MAX_FOUND_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * One image of the owner's old website (issue 22): through the SSRF-safe fetcher (every hop vetted,
 * time-capped, the size counted while streaming), only a 200 answer declared as a raster image. The
 * bytes are still sniffed and re-encoded by the caller; this only refuses what is plainly no image.
 * Throws on any failure.
 */
export async function fetchImage(url: string, options: SafeFetchOptions): Promise<Buffer> {
  const response = await safeFetch(url, {
    ...options,
    maxBytes: Math.min(options.maxBytes, MAX_FOUND_IMAGE_BYTES),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const type = String(response.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("image/") || type.includes("svg"))
    throw new Error(`not an image (${type || "no type"})`);
  return response.body;
}

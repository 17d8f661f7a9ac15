import { type SafeFetchOptions, safeFetch } from "~/integrations/scrape/safe-fetch.server";

/**
 * The real provider: downloads Sikkerhedsstyrelsen's published register file through the SSRF-safe
 * fetcher (public addresses only, pinned DNS, redirects vetted), its body capped while streaming.
 */
export async function downloadRegisterFile(
  url: string,
  options: Pick<SafeFetchOptions, "maxBytes" | "timeoutMs"> & Partial<SafeFetchOptions>,
): Promise<Uint8Array> {
  const response = await safeFetch(url, { maxRedirects: 3, ...options });
  if (response.status !== 200) throw new Error(`register answered HTTP ${response.status}`);
  // Decoded by the parser, which accepts UTF-8 (with or without a BOM) and Windows-1252.
  return response.body;
}

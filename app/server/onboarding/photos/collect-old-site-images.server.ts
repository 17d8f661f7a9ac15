import { env } from "~/config/env.server";
import { fetchImage, MAX_FOUND_IMAGE_BYTES } from "~/integrations/scrape/fetch-image.server";
import { type ScrapeOptions, scrapeWebsite } from "~/integrations/scrape/scrape-website.server";
import { processImage } from "~/server/images/process-image.server";
import { log } from "~/server/log.server";
import { storeOnboardingPhoto } from "./store-onboarding-photo.server";

/** At most this many photos of an old site are offered (plus its logo). */
const MAX_FOUND_PHOTOS = 8;
/** A found "photo" narrower than this is a badge or an icon, not a picture of work. */
const MIN_FOUND_WIDTH = 300;
const PARALLEL = 3;

/**
 * Reads the owner's old website for the photo step (issue 22): its logo and the content images that
 * may show work, each fetched SSRF-safe and size-capped, then sniffed and re-encoded by the archive's
 * pipeline, and kept privately for the draft, not yet chosen (the owner ticks what to use). Never
 * throws: with the offline scraper, or when the site or an image fails, there is simply less to offer.
 */
export async function collectOldSiteImages(
  draftKey: string,
  websiteUrl: string,
  overrides: ScrapeOptions = {},
): Promise<number> {
  try {
    const scraped = await scrapeWebsite(websiteUrl, overrides);
    const { enabled: _enabled, ...fetchOverrides } = overrides;
    const options = {
      timeoutMs: env().SCRAPE_TIMEOUT_MS,
      maxBytes: MAX_FOUND_IMAGE_BYTES,
      ...fetchOverrides,
    };
    const candidates = [
      ...(scraped.logo ? [{ url: scraped.logo, alt: "Logo", kind: "logo" as const }] : []),
      ...scraped.images.slice(0, MAX_FOUND_PHOTOS).map((image) => ({ ...image, kind: "work" as const })),
    ];
    let stored = 0;
    for (let i = 0; i < candidates.length; i += PARALLEL) {
      const batch = candidates.slice(i, i + PARALLEL);
      const results = await Promise.allSettled(
        batch.map(async (candidate) => {
          const renditions = await processImage(await fetchImage(candidate.url, options), "archive");
          if (candidate.kind === "work" && renditions.at(-1)!.width < MIN_FOUND_WIDTH) return;
          await storeOnboardingPhoto({
            draftKey,
            kind: candidate.kind,
            origin: "found",
            name: candidate.alt || new URL(candidate.url).pathname.split("/").pop() || "billede",
            renditions,
            chosen: false,
          });
          stored++;
        }),
      );
      for (const result of results) {
        if (result.status === "rejected") {
          log("warn", "an old website's image was not offered", {
            reason: result.reason instanceof Error ? result.reason.message : String(result.reason),
          });
        }
      }
    }
    return stored;
  } catch (error) {
    log("warn", "reading an old website's images failed", {
      reason: error instanceof Error ? error.message : String(error),
    });
    return 0;
  }
}

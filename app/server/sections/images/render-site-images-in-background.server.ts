import { db } from "~/db/client.server";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { refreshSiteImages } from "./refresh-site-images.server";

/** One company's rendering in progress. */
type Flight = {
  done: Promise<void>;
  /** A save arrived while rendering: render once more afterwards, from the data as it is then. */
  again: boolean;
  /** Pages went out with the old images meanwhile: the result must bump the site version. */
  bump: boolean;
};

const flights = new Map<string, Flight>();

/** How long a page waits for its site's first rendering before it goes out with the product's icons. */
const RENDER_WAIT_MS = 5_000;

/**
 * For the saves that can change what the images show (settings: name, town, theme; the logo) and for
 * pages that find their images stale: renders the favicon, touch icon and share image in the
 * background, so the save answers at once. Until the new files are saved, the site keeps its previous
 * ones; then the site version is bumped, so the next request shows the new ones. Repeated calls for
 * one company while it renders are coalesced into one more run after the current one, which renders
 * from the latest data: the final state is never lost. Never throws, never rejects.
 */
export function renderSiteImagesInBackground(companyId: string): void {
  void render(companyId, true);
}

/**
 * For a page whose site has no images yet (sites created before this feature or by onboarding):
 * renders them now, once per company and process however many requests ask, and waits up to
 * RENDER_WAIT_MS. No version bump when it finishes in time, as the page being rendered is the first at
 * this version to show the images; when it does not, the page goes out with the product's icons and
 * the finished rendering bumps the version. Never throws.
 */
export async function ensureSiteImages(companyId: string): Promise<void> {
  const done = render(companyId, false);
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    done.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), RENDER_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  const flight = flights.get(companyId);
  if (!inTime && flight) flight.bump = true;
}

/** Resolves once no rendering is in progress in this process (tests, shutdown). */
export async function settleSiteImageRenders(): Promise<void> {
  while (flights.size > 0) await Promise.all([...flights.values()].map((flight) => flight.done));
}

function render(companyId: string, afterChange: boolean): Promise<void> {
  const current = flights.get(companyId);
  if (current) {
    if (afterChange) {
      current.again = true;
      current.bump = true;
    }
    return current.done;
  }
  const flight: Flight = { done: Promise.resolve(), again: false, bump: afterChange };
  flights.set(companyId, flight);
  flight.done = (async () => {
    do {
      flight.again = false;
      const bump = flight.bump;
      try {
        const rendered = await refreshSiteImages(companyId, { bumpVersion: bump });
        // A page stopped waiting while this rendered without a bump: retire what it cached.
        if (rendered && !bump && flight.bump) await bumpSiteVersion(db(), companyId);
      } catch (error) {
        // The next page view that finds the images stale tries again.
        log("warn", "site images not rendered", { companyId, error: String(error) });
      }
    } while (flight.again);
    flights.delete(companyId);
  })();
  return flight.done;
}

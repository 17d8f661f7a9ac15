/** What the scraper reads from an owner's old website (SPEC §3 "Scrape result"). */
export type ScrapeResult = {
  /** Readable text of the page's main content, whitespace collapsed, at most 5000 characters. */
  mainContent: string;
  /** Absolute http(s) URL of the logo. */
  logo: string | null;
  /** Normalised Danish number, e.g. "+45 75 82 12 34". */
  phone: string | null;
  email: string | null;
  /** Content images that may show the firm's work (absolute http(s) URLs, page order, at most 12). */
  images: ScrapedImage[];
};

/** An <img> of the page's content: not the logo, not an icon, not a partner's logo. */
export type ScrapedImage = { url: string; alt: string };

/** What the caller gets when scraping is off or fails: the spec's defaults. */
export const EMPTY_SCRAPE_RESULT: ScrapeResult = Object.freeze({
  mainContent: "",
  logo: null,
  phone: null,
  email: null,
  images: [],
});

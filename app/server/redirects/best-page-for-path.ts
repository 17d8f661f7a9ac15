import { slugFromName } from "~/lib/naming";

export type MatchPage = { id: string; slug: string; type: string; pageName: string; title: string };

// Words that say nothing about which page an address was ("index.html", "/da/side/...").
const NOISE = new Set([
  "html",
  "htm",
  "php",
  "asp",
  "aspx",
  "index",
  "default",
  "da",
  "dk",
  "side",
  "page",
  "www",
]);

function words(text: string): Set<string> {
  return new Set(
    slugFromName(text)
      .split("-")
      .filter((word) => word.length > 1 && !NOISE.has(word)),
  );
}

/**
 * The page an old website's address most likely became: the most words shared between the address and
 * a page's address, name and title (ties: the earlier page); the homepage when nothing matches. Pure.
 */
export function bestPageForPath<T extends MatchPage>(path: string, pages: readonly T[]): T | undefined {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  const wanted = words(decoded.replace(/[/._]+/g, " "));
  let best: T | undefined;
  let bestScore = 0;
  for (const page of pages) {
    const own = words(`${page.slug} ${page.pageName} ${page.title}`);
    let score = 0;
    for (const word of wanted) if (own.has(word)) score++;
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best ?? pages.find((page) => page.type === "homepage") ?? pages[0];
}

import { slugFromName } from "~/lib/naming";

export type MatchPage = { id: string; slug: string; type: string; pageName: string; title: string };

// Words that say nothing about which page an address was: file endings and folders ("index.html",
// "/da/side/..."), and small Danish words ("/kontakt-os" is about "kontakt", not about "Om os").
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
  "sider",
  "page",
  "www",
  "os",
  "vi",
  "vores",
  "jer",
  "og",
  "til",
  "af",
  "for",
  "med",
  "en",
  "et",
  "den",
  "det",
  "de",
  "pa",
  "paa",
]);

function words(text: string): Set<string> {
  return new Set(
    slugFromName(text)
      .split("-")
      .filter((word) => word.length > 1 && !NOISE.has(word)),
  );
}

/**
 * The page an old website's address most likely became (the 301 offered for it). The rule, in order:
 * 1. the address's last part without its file ending is a page's address: that page
 *    ("/om-os.html" → /om-os);
 * 2. else the page sharing the most words with the address, counting the page's address, menu name and
 *    title; small Danish words and file endings do not count, and Danish letters match their ASCII
 *    spelling ("/kontakt-os" → Kontakt, "/om-firmaet" → Om os with title "Om firmaet"); a tie goes to the
 *    earlier page in `pages`;
 * 3. else (nothing in common) the homepage ("/index.php?id=7" → Forside).
 * Pure; `pages` in menu order.
 */
export function bestPageForPath<T extends MatchPage>(path: string, pages: readonly T[]): T | undefined {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  const last = decoded.split(/[?#]/)[0]!.replace(/\/+$/, "").split("/").pop() ?? "";
  const stem = last.replace(/\.[a-z0-9]{2,5}$/i, "");
  const exact = stem ? pages.find((page) => page.slug === slugFromName(stem)) : undefined;
  if (exact) return exact;

  const wanted = words(decoded.split(/[?#]/)[0]!.replace(/[/._]+/g, " "));
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

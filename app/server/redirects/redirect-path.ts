/**
 * The one spelling a redirect's from-path is stored and looked up in: decoded, starting with "/",
 * without trailing slashes or query. null for something that is no path (or the site's root).
 */
export function redirectPath(raw: string): string | null {
  let path = raw.trim();
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  path = path.replace(/\/+$/, "");
  if (path === "" || path.length > 500 || /[\s\p{Cc}]/u.test(path)) return null;
  return path;
}

/** A page's address within its site: "/" for the homepage, "/{slug}" for the others. */
export function pagePath(page: { slug: string; type: string }): string {
  return page.type === "homepage" ? "/" : `/${page.slug}`;
}

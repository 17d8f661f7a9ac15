import { env } from "~/config/env.server";
import { blogPosts } from "~/content/blog";
import { marketingPages } from "~/content/pages";
import { requestInfoContext } from "~/server/context";
import { buildSitemap } from "~/server/marketing/build-sitemap";
import type { Route } from "./+types/sitemap";

/** The main site's /sitemap.xml. On customer hosts this path belongs to the customer site. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(requestInfoContext).zone.kind !== "main") return new Response("Not Found", { status: 404 });
  const lastModified = new Map(blogPosts.map((post) => [`/blog/${post.slug}`, post.date]));
  return new Response(buildSitemap(env().publicUrl, marketingPages, lastModified), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

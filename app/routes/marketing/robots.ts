import { env } from "~/config/env.server";
import { requestInfoContext } from "~/server/context";
import { buildRobotsTxt } from "~/server/marketing/build-robots-txt";
import type { Route } from "./+types/robots";

/** The main site's /robots.txt, naming the sitemap. On customer hosts this path is the customer's. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(requestInfoContext).zone.kind !== "main") return new Response("Not Found", { status: 404 });
  return new Response(buildRobotsTxt(env().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

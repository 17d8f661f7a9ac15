import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { tradePaths } from "../../content/types";

/**
 * The main site (issue 6): landing, static pages, blog and trade pages inside the public layout,
 * the contact API, sitemap.xml and robots.txt. On customer hosts only the static pages of SPEC §2
 * (/privacy, /faq, /hvad-er-med-i-prisen, /hvorfor-hjemmeside-haandvaerker, /blog) reach these
 * routes (app/server/tenancy/site-paths.ts). Paths are relative to app/.
 */
export const marketingRoutes: RouteConfigEntry[] = [
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/landing.tsx"),
    route("om", "routes/marketing/about.tsx"),
    route("funktioner", "routes/marketing/features.tsx"),
    route("kontakt", "routes/marketing/contact.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("faq", "routes/marketing/faq.tsx"),
    route("hvad-er-med-i-prisen", "routes/marketing/price.tsx"),
    route("hvorfor-hjemmeside-haandvaerker", "routes/marketing/why.tsx"),
    route("blog", "routes/marketing/blog.tsx"),
    route("blog/:slug", "routes/marketing/blog-post.tsx"),
    // The monthly report mail's opt-out link (issue 10): works without logging in.
    route("rapport/afmeld", "routes/report/opt-out.tsx"),
    // Issue 26: a customer's opt-out of a firm's review requests (signed link, no login).
    route("anmeldelse/afmeld", "routes/review/opt-out.tsx"),
    // One module renders the seven trade pages; each path gets its own route id.
    ...tradePaths.map((path) =>
      route(path.slice(1), "routes/marketing/trade.tsx", { id: `routes/marketing/trade${path}` }),
    ),
  ]),
  route("api/sendContactEmail", "routes/marketing/send-contact-email.ts"),
  route("sitemap.xml", "routes/marketing/sitemap.ts"),
  route("robots.txt", "routes/marketing/robots.ts"),
];

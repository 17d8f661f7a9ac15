import { aboutPage } from "~/content/about";
import { blogPage, blogPosts, postMeta } from "~/content/blog";
import { contactPage } from "~/content/contact";
import { faqPage } from "~/content/faq";
import { featuresPage } from "~/content/features";
import { landingPage } from "~/content/landing";
import { pricePage } from "~/content/price";
import { privacyPage } from "~/content/privacy";
import { tradeList } from "~/content/trades";
import type { PageMeta } from "~/content/types";
import { whyPage } from "~/content/why";
import { onboardingPage } from "./onboarding";

export type MarketingPage = {
  path: string;
  meta: PageMeta;
};

/**
 * Every content page of the main site with its title and description: the source for the main
 * site's sitemap. Onboarding, admin and customer sites are not content pages.
 */
export const marketingPages: MarketingPage[] = [
  { path: "/", meta: landingPage.meta },
  { path: "/om", meta: aboutPage.meta },
  { path: "/funktioner", meta: featuresPage.meta },
  { path: "/kontakt", meta: contactPage.meta },
  { path: "/privacy", meta: privacyPage.meta },
  { path: "/faq", meta: faqPage.meta },
  { path: "/hvad-er-med-i-prisen", meta: pricePage.meta },
  { path: "/hvorfor-hjemmeside-haandvaerker", meta: whyPage.meta },
  { path: "/blog", meta: blogPage.meta },
  ...blogPosts.map((post) => ({ path: `/blog/${post.slug}`, meta: postMeta(post) })),
  ...tradeList.map((trade) => ({ path: trade.path, meta: trade.meta })),
  { path: "/onboarding", meta: onboardingPage.meta },
];

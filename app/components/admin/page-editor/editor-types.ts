import type { PageDraft } from "~/schemas/page";
import type { PageType } from "~/schemas/site-content";
import type { SiteCompany, SiteImage, SiteMode, SiteNavPage } from "~/schemas/site-view";

export type EditorPage = {
  id: string;
  type: PageType;
  slug: string;
  /** False for a draft ("Kladde"): visitors cannot see it until "Udgiv side". */
  published: boolean;
  revision: string;
  createdAt: string;
  draft: PageDraft;
};

export type PreviewData = {
  company: SiteCompany;
  pages: SiteNavPage[];
  images: SiteImage[];
  mode: SiteMode;
  origin: string;
  productUrl: string;
};

export type TabKey = "content" | "media" | "layout" | "seo";

/** Which tab a field sits on, to show the tab with the first error. */
export function tabOf(field: string): TabKey {
  if (field === "heroImage" || field === "mainImage") return "media";
  if (field === "layout") return "layout";
  if (field === "metaTitle" || field === "metaDescription") return "seo";
  return "content";
}

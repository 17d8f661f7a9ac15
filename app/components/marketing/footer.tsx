import {
  footerLinks,
  footerSecondaryLinks,
  footerTagline,
  footerTradesHeading,
  productDomain,
  productName,
  supportEmail,
  supportEmailHref,
} from "~/content/site";
import type { NavLink } from "~/content/types";
import { HomeMark, LinkList } from "./links";

function LinkColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-stone-900 uppercase tracking-wide">{heading}</h2>
      <LinkList
        links={links}
        className="mt-3 space-y-1"
        linkClassName="inline-flex min-h-10 items-center text-stone-700 hover:text-brand-700 hover:underline"
      />
    </div>
  );
}

/**
 * The public layout's footer (SPEC §2): the six footer links, then help pages and the trade pages.
 * The trade links come from the layout's loader, so the trade pages' texts never ship to the browser.
 */
export function SiteFooter({ tradeLinks }: { tradeLinks: NavLink[] }) {
  return (
    <footer className="border-stone-200 border-t bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <HomeMark
            className="inline-flex min-h-11 items-center gap-2 font-bold text-lg text-stone-900"
            markClassName="size-7"
          />
          <p className="mt-3 max-w-xs text-stone-700">{footerTagline}</p>
          <p className="mt-3">
            <a
              href={supportEmailHref}
              className="inline-flex min-h-10 items-center font-medium text-brand-700 underline underline-offset-2"
            >
              {supportEmail}
            </a>
          </p>
        </div>
        <LinkColumn heading={productName} links={footerLinks} />
        <LinkColumn heading="Hjælp" links={footerSecondaryLinks} />
        <LinkColumn heading={footerTradesHeading} links={tradeLinks} />
      </div>
      <div className="border-stone-200 border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-600 sm:px-6">
          © {new Date().getFullYear()} {productName} · {productDomain}
        </p>
      </div>
    </footer>
  );
}

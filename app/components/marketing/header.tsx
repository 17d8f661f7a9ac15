import { StrokeIcon } from "~/components/ui/stroke-icon";
import { headerLinks, mobileMenuLabel, onboardingLink } from "~/content/site";
import { ContentLink, HomeMark, LinkList } from "./links";

/**
 * The public layout's sticky header (SPEC §2): logo, Funktioner, Kontakt, the call to action and a
 * mobile menu that is a <details> element, so it opens and closes without JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-stone-200 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <HomeMark
          className="-ml-1 inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-1 font-bold text-base text-stone-900 sm:text-lg"
          markClassName="size-7 shrink-0 sm:size-8"
        />

        <nav aria-label="Hovedmenu" className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => (
            <ContentLink
              key={link.href}
              link={link}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
            />
          ))}
          <ContentLink
            link={onboardingLink}
            className="ml-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white shadow-sm hover:bg-brand-800"
          />
        </nav>

        <details className="group md:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-stone-300 px-3 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
            <StrokeIcon className="size-5" strokeLinecap="round">
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6 6 18" />
            </StrokeIcon>
            {mobileMenuLabel}
          </summary>
          <nav
            aria-label="Mobilmenu"
            className="absolute inset-x-0 top-16 border-stone-200 border-b bg-white px-4 pt-2 pb-4 shadow-lg"
          >
            <LinkList
              links={headerLinks}
              className="flex flex-col gap-1"
              linkClassName="flex min-h-12 items-center rounded-lg px-3 font-medium text-lg text-stone-800 hover:bg-stone-100"
            >
              <li className="pt-2">
                <ContentLink
                  link={onboardingLink}
                  className="flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-lg text-white hover:bg-brand-800"
                />
              </li>
            </LinkList>
          </nav>
        </details>
      </div>
    </header>
  );
}

import { PhoneLink } from "~/components/site/phone-link";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { formatDanishPhone } from "~/lib/phone";
import { imageSrc } from "./site-images";
import { telHref } from "./site-links";

export type NavItem = { href: string; label: string; current: boolean };

type Props = {
  name: string;
  logo: string | null;
  homeHref: string;
  items: NavItem[];
  /** The "Få et tilbud" page, when the site shows the form. */
  quoteHref?: string | null | undefined;
  /** The company's phone: as text in the wide header, and the main action when there is no form. */
  phone?: string;
};

/**
 * The header's filled action (issue 22: one call-to-action system): "Få et tilbud" when the site has
 * the form, else a call, else nothing (the contact link is there anyway).
 */
function headerAction(quoteHref: string | null | undefined, phone: string | undefined) {
  if (quoteHref) return { href: quoteHref, label: "Få et tilbud" };
  if (phone?.trim()) return { href: telHref(phone), label: `Ring ${formatDanishPhone(phone)}` };
  return null;
}

/**
 * A page of the owner's own about contact ("Kontakt os", /kontakt-os) already is the menu's way to the
 * contact details, so the "Kontakt" jump to this page's contact section would only repeat it.
 */
function hasContactPage(items: NavItem[]): boolean {
  return items.some(
    (item) => /^kontakt/i.test(item.label.trim()) || /(?:^|\/)kontakt[^/]*$/i.test(item.href),
  );
}

function NavList({
  items,
  mobile,
  primary,
}: {
  items: NavItem[];
  mobile: boolean;
  primary: { href: string; label: string } | null;
}) {
  const item = mobile
    ? "flex min-h-12 items-center rounded-lg px-4 text-lg font-medium text-stone-900 hover:bg-(--site-tint)"
    : "inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-stone-800 hover:bg-(--site-tint) hover:text-stone-950";
  return (
    <ul className={mobile ? "flex flex-col gap-1 p-3" : "flex items-center gap-1"}>
      {items.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={link.current ? "page" : undefined}
            className={`${item} aria-[current=page]:text-(--site-link) aria-[current=page]:underline aria-[current=page]:underline-offset-4`}
          >
            {link.label}
          </a>
        </li>
      ))}
      {hasContactPage(items) ? null : (
        <li>
          <a href="#kontakt" className={item}>
            Kontakt
          </a>
        </li>
      )}
      {primary ? (
        <li className={mobile ? "mt-2" : "ml-2"}>
          <PhoneLink
            href={primary.href}
            className={`site-button inline-flex min-h-11 items-center justify-center whitespace-nowrap bg-(--site-primary) px-4 font-semibold text-white hover:bg-(--site-primary-hover) ${mobile ? "w-full text-lg" : ""}`}
          >
            {primary.label}
          </PhoneLink>
        </li>
      ) : null}
    </ul>
  );
}

/** The phone menu's open and close links: look like buttons, are links (they work without JavaScript). */
const MENU_TOGGLE =
  "min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border border-stone-300 px-3 font-semibold text-stone-900";

function ToggleIcon({ d }: { d: string }) {
  return <StrokeIcon d={d} className="size-5" />;
}

/**
 * Logo (or name), the page links and 'Kontakt'. On small screens the links sit in a menu that is open
 * while the header is the page's :target (#menu), with no JavaScript: every link in it goes elsewhere
 * (another page, #kontakt), which ends the :target and so closes the menu, so it never covers what a
 * link scrolled to (issue 12). The header's negative scroll margin cancels html's scroll-padding-top, so
 * opening the menu does not scroll the page.
 */
export function SiteHeader({ name, logo, homeHref, items, quoteHref, phone }: Props) {
  const primary = headerAction(quoteHref, phone);
  // The number as text beside the menu on wide screens, unless the button already says it.
  const phoneText = quoteHref && phone?.trim() ? formatDanishPhone(phone) : null;
  return (
    <header
      id="menu"
      className="group/menu sticky top-0 z-30 scroll-mt-[-5rem] border-(--site-border) border-b bg-white"
    >
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <a href={homeHref} className="flex min-h-12 min-w-0 items-center gap-3 rounded-lg">
          {logo ? (
            <img
              src={imageSrc(logo)}
              alt={name}
              width={200}
              height={56}
              className="h-12 w-40 object-contain object-left md:h-14 md:w-50"
            />
          ) : (
            // Long names wrap onto two lines instead of being cut off (issue 22).
            <span className="site-heading text-balance font-bold text-lg text-stone-950 leading-tight [overflow-wrap:anywhere] sm:text-xl">
              {name}
            </span>
          )}
        </a>
        <div className="hidden items-center gap-4 md:flex">
          <nav aria-label="Hovedmenu">
            <NavList items={items} mobile={false} primary={primary} />
          </nav>
          {phoneText && phone ? (
            <PhoneLink
              href={telHref(phone)}
              className="hidden min-h-11 items-center whitespace-nowrap font-semibold text-stone-950 lg:inline-flex"
            >
              <span className="sr-only">Ring </span>
              {phoneText}
            </PhoneLink>
          ) : null}
        </div>
        <div className="shrink-0 md:hidden">
          <a href="#menu" className={`${MENU_TOGGLE} flex group-target/menu:hidden`}>
            <ToggleIcon d="M4 7h16M4 12h16M4 17h16" />
            Menu
          </a>
          {/* No element has this id: the hash changes (closing the menu) and the page stays where it is. */}
          <a href="#luk-menu" className={`${MENU_TOGGLE} hidden group-target/menu:flex`}>
            <ToggleIcon d="M6 6l12 12M18 6L6 18" />
            Luk menu
          </a>
          <nav
            aria-label="Hovedmenu"
            className="absolute inset-x-0 top-full hidden border-(--site-border) border-b bg-white shadow-lg group-target/menu:block"
          >
            <NavList items={items} mobile primary={primary} />
          </nav>
        </div>
      </div>
    </header>
  );
}

import { Fragment } from "react";
import type { SiteCompany } from "~/schemas/site-view";

type FooterLink = { href: string; label: string };

type Props = {
  company: Pick<SiteCompany, "name" | "address" | "zipcode" | "city" | "cvr">;
  /** The opening hours in a few short lines ("Man–tor 7-16"); left out when the site hides its hours. */
  hours?: string[] | undefined;
  /** A holiday closure in force replaces the usual hours ("Lukket 23. december – 2. januar"). */
  closed?: string | null | undefined;
  /** Every page of the site (the homepage first) and the site's own pages (quote, privacy). */
  links: FooterLink[];
  /** The product's own address for the "made with" line; left out when not given. */
  productUrl?: string | undefined;
};

const link = "text-(--site-on-dark-link) underline underline-offset-2 hover:text-white";

/**
 * The footer on every page: who the firm is (name, address and CVR number, which e-handelsloven §7
 * asks of a business website together with the e-mail the contact section above shows), a short line
 * of opening hours and every page of the site. Phone and e-mail are not repeated: the contact section
 * just above has them.
 */
export function SiteFooter({ company, ...props }: Props) {
  const place = [company.zipcode, company.city].filter(Boolean).join(" ");
  const hours = props.closed ? [props.closed] : (props.hours ?? []);
  return (
    <footer className="bg-(--site-dark) text-white [&_a:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-6xl gap-3 px-4 py-6 text-(--site-on-dark-muted) sm:grid-cols-2 sm:gap-8 sm:py-10 lg:grid-cols-[1fr_1fr_2fr]">
        <address className="not-italic">
          <span className="block font-bold text-lg text-white">{company.name}</span>
          {company.address || place ? (
            <span className="block">{[company.address, place].filter(Boolean).join(", ")}</span>
          ) : null}
          <span className="block">CVR-nr. {company.cvr}</span>
        </address>
        {hours.length > 0 ? (
          // One short paragraph: on a phone the label and the lines run on; wider, one under the other.
          <p>
            <span className="font-semibold text-white sm:block">Åbningstider</span>{" "}
            {hours.map((line) => (
              <Fragment key={line}>
                <span className="mr-3 inline-block sm:mr-0 sm:block">{line}</span>{" "}
              </Fragment>
            ))}
          </p>
        ) : null}
        <nav aria-label="Alle sider" className="sm:col-span-2 lg:col-span-1">
          <ul className="flex flex-wrap gap-x-5">
            {props.links.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={`${link} inline-flex min-h-7 items-center`}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {props.productUrl ? (
        <div className="border-white/20 border-t">
          <p className="mx-auto max-w-6xl px-4 py-2 text-(--site-on-dark-muted) text-sm">
            Hjemmeside fra{" "}
            <a href={props.productUrl} className={link}>
              Håndværkernet
            </a>
          </p>
        </div>
      ) : null}
    </footer>
  );
}

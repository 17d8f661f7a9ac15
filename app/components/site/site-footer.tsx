import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import { telHref } from "./site-links";

type Props = {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  email: string;
  phone: string;
  cvr: string;
  /** The product's own address for the "made with" line; left out when not given. */
  productUrl?: string | undefined;
  /** The site's privacy notice (issue 10). */
  privacyHref?: string | undefined;
};

const link = "text-(--site-on-dark-link) underline underline-offset-2 hover:text-white";

/**
 * The footer on every page with what e-handelsloven §7 requires of a business website: name, address,
 * e-mail and CVR number, filled from the company's data.
 */
export function SiteFooter(props: Props) {
  const place = [props.zipcode, props.city].filter(Boolean).join(" ");
  return (
    <footer className="bg-(--site-dark) text-white [&_a:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 sm:gap-8 sm:py-12">
        <div>
          <p className="font-bold text-xl">{props.name}</p>
          <address className="mt-2 text-(--site-on-dark-muted) not-italic">
            {props.address}
            {props.address && place ? <br /> : null}
            {place}
          </address>
        </div>
        <ul className="grid gap-1 text-(--site-on-dark-muted) sm:justify-self-end">
          {props.email ? (
            <li>
              E-mail:{" "}
              <a href={`mailto:${props.email}`} className={`${link} break-all`}>
                {props.email}
              </a>
            </li>
          ) : null}
          {props.phone ? (
            <li>
              Telefon:{" "}
              <PhoneLink href={telHref(props.phone)} className={link}>
                {formatDanishPhone(props.phone)}
              </PhoneLink>
            </li>
          ) : null}
          <li>CVR-nr. {props.cvr}</li>
          {props.privacyHref ? (
            <li>
              <a href={props.privacyHref} className={link}>
                Privatlivspolitik
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      {props.productUrl ? (
        <div className="border-white/20 border-t">
          <p className="mx-auto max-w-6xl px-4 py-4 text-(--site-on-dark-muted) text-sm">
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

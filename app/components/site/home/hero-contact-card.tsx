import { formatDanishPhone } from "~/lib/phone";
import type { SiteCompany } from "~/schemas/site-view";
import { PhoneLink } from "../phone-link";
import { telHref } from "../site-links";
import { PhoneIcon } from "./band";

/**
 * The right half of a desktop hero without a photo (issue 22 screenshots: it was empty): the firm's
 * direct contact details on a white card, the way a trade site puts the number top right. Only what
 * the firm has given; nothing when it has neither phone nor e-mail. The hero gives its links a white
 * focus ring (dark ground); on this white card the ring is dark again.
 */
export function HeroContactCard({
  company: { name, phone, email, address, zipcode, city },
}: {
  company: Pick<SiteCompany, "name" | "phone" | "email" | "address" | "zipcode" | "city">;
}) {
  if (!phone.trim() && !email.trim()) return null;
  const place = [address.trim(), [zipcode, city].filter((part) => part.trim()).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="site-card bg-white p-6 text-stone-900 shadow-lg">
      <h2 id="hero-kontakt" className="site-heading font-bold text-stone-950 text-xl">
        Kontakt os direkte
      </h2>
      <p className="mt-1 text-stone-700 [overflow-wrap:anywhere]">{name}</p>
      <ul aria-labelledby="hero-kontakt" className="mt-4 space-y-3">
        {phone.trim() ? (
          <li>
            <PhoneLink
              href={telHref(phone)}
              className="inline-flex min-h-11 items-center gap-2 font-bold text-(--site-link) text-2xl underline-offset-4 hover:underline focus-visible:outline-stone-950!"
            >
              <PhoneIcon className="size-6" />
              <span className="sr-only">Ring </span>
              {formatDanishPhone(phone)}
            </PhoneLink>
          </li>
        ) : null}
        {email.trim() ? (
          <li>
            <a
              href={`mailto:${email}`}
              className="inline-flex min-h-11 items-center break-all font-medium text-(--site-link) underline underline-offset-4 hover:text-(--site-link-hover) focus-visible:outline-stone-950!"
            >
              {email}
            </a>
          </li>
        ) : null}
        {place ? <li className="text-stone-800">{place}</li> : null}
      </ul>
    </div>
  );
}

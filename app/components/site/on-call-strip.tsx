import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import type { SiteDetailsView } from "~/schemas/sections/view";
import { onCallLabel } from "./home/home-data";
import { telHref } from "./site-links";

/**
 * A slim strip above the header of every page when the firm has on-call ("Døgnvagt 40 50 60 70"):
 * a visitor with water on the floor finds the number on the first screen of whatever page they land
 * on, not in a card far down the homepage. It scrolls away with the page; the sticky header stays.
 */
export function OnCallStrip({ onCall }: { onCall: NonNullable<SiteDetailsView["onCall"]> }) {
  const label = onCallLabel(onCall);
  // A round-the-clock schedule says it all in its label; other hours say when the number answers.
  const when = label === "Døgnvagt" ? "" : onCall.hours.join(", ");
  return (
    <aside aria-label={label} className="site-oncall bg-(--site-dark) text-white">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 px-4 py-1 text-center text-sm sm:text-base">
        <span>
          <strong>{label}</strong>
          {when ? <span className="text-(--site-on-dark-muted)"> {when}</span> : null}
        </span>
        <PhoneLink
          href={telHref(onCall.phone)}
          className="inline-flex min-h-8 items-center whitespace-nowrap font-bold underline underline-offset-2 focus-visible:outline-white"
        >
          {`Ring ${formatDanishPhone(onCall.phone)}`}
        </PhoneLink>
      </p>
    </aside>
  );
}

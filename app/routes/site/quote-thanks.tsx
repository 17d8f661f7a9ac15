import { PhoneLink } from "~/components/site/phone-link";
import { telHref } from "~/components/site/site-links";
import type { Route } from "./+types/quote-thanks";
import { ownPageLoader } from "./own-page.server";
import { OwnPageSection, SITE_LINK } from "./own-page-section";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import { siteHeaders } from "./site-route.server";

// The thank-you page after a quote request: /tilbud/tak (or /{cvr}/tilbud/tak).
export const handle = SITE_PAGE_HANDLE;

export const loader = ownPageLoader;

export const headers = siteHeaders;

export default function QuoteThanks({ loaderData }: Route.ComponentProps) {
  const company = loaderData.view?.company;
  return (
    <OwnPageSection
      view={loaderData.view}
      path="tilbud/tak"
      title="Tak for din forespørgsel"
      headingId="tak-titel"
      width="max-w-3xl"
      thanks
      lead={`${company?.name} har modtaget din forespørgsel og vender tilbage hurtigst muligt.`}
    >
      {company?.phone ? (
        <p className="mt-3 text-lg text-stone-700">
          Haster det, kan du ringe på{" "}
          <PhoneLink href={telHref(company.phone)} className={SITE_LINK}>
            {company.phone}
          </PhoneLink>
          .
        </p>
      ) : null}
    </OwnPageSection>
  );
}

import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import { QuoteForm, type QuoteFormProps } from "../quote-form";
import { telHref } from "../site-links";
import { container, PhoneIcon } from "./band";

/**
 * The homepage's quote form with reassurance (issue 22): the form on the left and, beside it on wide
 * screens (below it on phones), "Sådan foregår det" in three steps and the direct number. The steps
 * promise nothing the firm has not said: asking is free and the customer decides.
 */
export function QuoteBand(
  props: Omit<QuoteFormProps, "idPrefix"> & { phone: string; callbackHref?: string },
) {
  const { phone, callbackHref, ...form } = props;
  return (
    <section id="tilbud" aria-labelledby="tilbud-titel" className="site-band scroll-mt-16">
      <div className={`${container} grid gap-10 py-8 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
        <div className="min-w-0">
          <p className="site-kicker">Uforpligtende</p>
          <h2 id="tilbud-titel" className="site-heading mt-1 font-bold text-3xl text-stone-950">
            Få et tilbud
          </h2>
          <p className="mt-3 mb-6 text-lg text-stone-700 sm:mb-8">
            Fortæl kort, hvad der skal laves, og send gerne et par billeder. Vi vender tilbage hurtigst
            muligt.
            {phone.trim() ? (
              // Tablets: the side panel is left out, so the number is here; phones have it in the bar.
              <span className="hidden md:inline lg:hidden">
                {" "}
                Hellere ringe?{" "}
                <PhoneLink
                  href={telHref(phone)}
                  className="whitespace-nowrap font-semibold text-(--site-link) underline underline-offset-4"
                >
                  {formatDanishPhone(phone)}
                </PhoneLink>
              </span>
            ) : null}
          </p>
          <QuoteForm {...form} idPrefix="tilbud" />
        </div>
        <aside
          aria-labelledby="forloeb-titel"
          className="site-card hidden h-fit border border-(--site-border) bg-white p-6 lg:block"
        >
          <h3 id="forloeb-titel" className="site-heading font-bold text-stone-950 text-xl">
            Sådan foregår det
          </h3>
          <ol className="mt-4 space-y-4">
            {[
              ["Du beskriver opgaven", "Et par linjer og gerne billeder er nok."],
              [`${props.companyName} vender tilbage`, "Vi ringer eller skriver og aftaler det videre."],
              ["Du beslutter", "Det er uforpligtende at spørge."],
            ].map(([title, text], i) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-(--site-primary) font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="block font-semibold text-stone-950">{title}</span>
                  <span className="block text-stone-700">{text}</span>
                </span>
              </li>
            ))}
          </ol>
          {phone.trim() ? (
            <p className="mt-6 border-(--site-border) border-t pt-4 text-stone-800">
              Hellere ringe?{" "}
              <PhoneLink
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap font-semibold text-(--site-link) underline underline-offset-4"
              >
                <PhoneIcon className="size-4" />
                {formatDanishPhone(phone)}
              </PhoneLink>
            </p>
          ) : null}
          {callbackHref ? (
            <p className="mt-4 text-stone-800">
              Hellere ringes op?{" "}
              <a
                href={callbackHref}
                className="font-semibold text-(--site-link) underline underline-offset-4"
              >
                Bed om et opkald
              </a>
            </p>
          ) : null}
        </aside>
      </div>
    </section>
  );
}

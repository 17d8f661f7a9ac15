import type { CSSProperties } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { WELCOME_SCRIPT } from "./welcome-script";

/**
 * SPEC §4 Welcome dialog: shown once per site after sign-up. A <dialog> with a method="dialog" form,
 * so both buttons close it natively; the inline script opens it and remembers 'Se hjemmeside'.
 */
export function WelcomeDialog({
  siteKey,
  adminHref,
  themeStyle,
}: {
  siteKey: string;
  adminHref: string;
  /** The site theme's custom properties (the dialog sits outside the page's themed wrapper). */
  themeStyle: CSSProperties;
}) {
  return (
    <>
      <dialog
        id="velkommen"
        data-site={siteKey}
        aria-labelledby="velkommen-titel"
        style={themeStyle}
        className="m-auto w-[min(34rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/60"
      >
        <form method="dialog" className="relative p-6 sm:p-8">
          <button
            type="submit"
            value="luk"
            aria-label="Luk"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <StrokeIcon d="M6 6l12 12M18 6L6 18" className="size-6" />
          </button>
          <h2 id="velkommen-titel" className="pr-10 font-bold text-2xl text-stone-950">
            Velkommen til din nye hjemmeside
          </h2>
          <p className="mt-4 text-lg text-stone-800">
            Din hjemmeside er klar, med tekster skrevet til netop din virksomhed. Sådan ser dine kunder den.
          </p>
          <p className="mt-3 text-stone-800">
            Du kan rette tekster, billeder, åbningstider og farver i{" "}
            <a href={adminHref} className="font-medium text-(--site-link) underline underline-offset-2">
              administrationen
            </a>
            .
          </p>
          <button
            type="submit"
            value="se"
            className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-(--site-primary) px-6 font-semibold text-lg text-white hover:bg-(--site-primary-hover) sm:w-auto"
          >
            Se hjemmeside
          </button>
        </form>
      </dialog>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own fixed script, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: WELCOME_SCRIPT }} />
    </>
  );
}

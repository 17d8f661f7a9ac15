import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

const TRIAL_BANNER_ACTION = "/admin/trial-banner";

/**
 * "udløber i dag" on the last day (less than 24 hours left, see trialDaysLeft), else "udløber om 10 dage".
 * Saying "om 1 dag" on the last day read as if there was a day more than there is.
 */
export function trialEndsText(daysLeft: number): string {
  if (daysLeft <= 1) return "udløber i dag";
  return `udløber om ${daysLeft} dage`;
}

/**
 * SPEC §4 trial banner: days left, an upgrade button to /admin/subscription and 'Påmind mig senere',
 * which hides the banner for the rest of the day (a cookie set by the action). With JavaScript the
 * banner disappears at once; without it the form posts and the page comes back without the banner.
 */
export function TrialBanner({ daysLeft, checkout = false }: { daysLeft: number; checkout?: boolean }) {
  const fetcher = useFetcher({ key: "trial-banner" });
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section aria-label="Prøveperiode" className="border-amber-200 border-b bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <p className="min-w-60 flex-1 text-stone-900">
          <strong>Din gratis prøveperiode {trialEndsText(daysLeft)}.</strong> Derefter koster din hjemmeside
          249 kr. om måneden.
        </p>
        <div className="flex flex-wrap gap-2">
          {checkout ? (
            // Straight to Stripe's checkout (issue 14): a full-page post, the answer is a redirect.
            <Form method="post" action="/admin/subscription" reloadDocument>
              <input type="hidden" name="intent" value="checkout" />
              <button type="submit" className={buttonClass("primary")}>
                Opgrader nu
              </button>
            </Form>
          ) : (
            <Link to="/admin/subscription" className={buttonClass("primary")}>
              Opgrader nu
            </Link>
          )}
          <fetcher.Form method="post" action={TRIAL_BANNER_ACTION}>
            <input type="hidden" name="returnTo" value={location.pathname + location.search} />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <Button type="submit" variant="secondary">
              Påmind mig senere
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}

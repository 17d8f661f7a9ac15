import { Form, Link, Outlet, redirect, useLocation, useNavigation } from "react-router";
import { AdminNavDesktop, AdminNavPhone } from "~/components/admin/admin-nav";
import { OwnershipBanner } from "~/components/admin/ownership/ownership-banner";
import { TrialBanner } from "~/components/admin/trial-banner";
import { Spinner } from "~/components/ui/spinner";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadBilling } from "~/server/billing/load-billing.server";
import { countUnreadQuoteRequests } from "~/server/quote-requests/list-quote-requests.server";
import { siteUrl } from "~/server/sites/site-url.server";
import { isTrialBannerDismissed } from "~/server/trial/is-trial-banner-dismissed.server";
import { shouldShowTrialBanner } from "~/server/trial/should-show-trial-banner";
import { trialDaysLeft } from "~/server/trial/trial-days-left";
import type { Route } from "./+types/layout";

/** The admin is an installable app (issue 25): manifest and icon; its service worker is scoped to /admin/. */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/admin/manifest.webmanifest" }];

/** The guarded admin area: every child route re-checks ownership in its own loader/action too. */
export async function loader({ request }: Route.LoaderArgs) {
  const { company, email } = await requireOwner(request);
  const now = new Date();
  // Billing (issue 14): an ended trial or subscription shows the subscribe page; past_due a banner.
  const billing = await loadBilling(company);
  // Client navigations load data from /admin/subscription.data.
  const onSubscription = /^\/admin\/subscription(\.data)?\/?$/.test(new URL(request.url).pathname);
  if (billing.status.state === "expired" && !onSubscription) throw redirect("/admin/subscription");
  // SPEC §4 trial banner: Free plan, 1 to 30 days left, not dismissed today.
  const showTrialBanner =
    shouldShowTrialBanner(company, now) &&
    !(await isTrialBannerDismissed(request.headers.get("cookie"), now));
  return {
    companyName: company.name,
    email,
    siteUrl: siteUrl(company),
    trialDaysLeft: showTrialBanner ? trialDaysLeft(company.trialEndDate, now) : null,
    billingEnabled: billing.status.state !== "not_configured",
    paymentFailed: billing.status.state === "past_due",
    unreadQuoteRequests: await countUnreadQuoteRequests(company.id),
    // Issue 27: until the CVR ownership is proved, every admin page says so and how.
    ownershipPauseAt: company.ownershipVerifiedAt
      ? null
      : new Date(company.createdAt.getTime() + 14 * 86_400_000).toISOString(),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The skeleton is for going to another screen; reloading the data after a save (a plain form post
  // answered on the same path) keeps the screen, so focus stays on the form (issue 23).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin") &&
    navigation.location.pathname !== pathname &&
    !navigation.formMethod;
  // Issue 23: on a phone everything above a screen's own heading stays within 120 px (one 60 px bar);
  // the screens are in the bottom bar (AdminNavPhone), on a computer in a row under this bar.
  return (
    <div className="min-h-screen bg-stone-100 pb-20 lg:pb-0">
      <header className="border-stone-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:gap-3 sm:px-4 lg:py-3">
          <div className="min-w-0">
            {/* A long company name wraps (up to three lines on a phone) instead of being cut (issue 23:
                at 320 px "Hansen Tømrer & Snedker ApS" reads whole); the chrome stays within 120 px. */}
            <p className="line-clamp-3 break-words font-semibold text-stone-900 leading-5 sm:line-clamp-2 sm:leading-6">
              <span className="max-sm:sr-only">Velkommen, </span>
              {loaderData.companyName}
            </p>
            <p className="truncate text-sm text-stone-600">{loaderData.email}</p>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <a
              href={loaderData.siteUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-stone-100 sm:px-3"
            >
              Se hjemmeside<span className="sr-only"> (åbner i en ny fane)</span>
            </a>
            {/* A phone has "Log ud" under "Mere" in the bottom bar, leaving this row to the name. */}
            <Form method="post" action="/admin/logout" className="max-sm:hidden">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg border border-stone-400 px-2 font-semibold text-stone-900 hover:bg-stone-100 sm:px-3"
              >
                Log ud
              </button>
            </Form>
          </div>
        </div>
        <AdminNavDesktop unread={loaderData.unreadQuoteRequests} />
      </header>
      {loaderData.paymentFailed ? (
        <section aria-label="Betaling" className="border-red-200 border-b bg-red-50">
          <p className="mx-auto max-w-6xl px-4 py-3 text-stone-900">
            <strong>Betalingen for dit abonnement mislykkedes.</strong> Din hjemmeside er stadig online.{" "}
            <Link to="/admin/subscription" className="font-semibold text-brand-800 underline">
              Opdatér dit betalingskort
            </Link>
          </p>
        </section>
      ) : null}
      {loaderData.ownershipPauseAt && !pathname.startsWith("/admin/ejerskab") ? (
        <OwnershipBanner pauseAt={loaderData.ownershipPauseAt} />
      ) : null}
      {loaderData.trialDaysLeft !== null ? (
        <TrialBanner daysLeft={loaderData.trialDaysLeft} checkout={loaderData.billingEnabled} />
      ) : null}
      <main className="mx-auto max-w-6xl px-3 py-4 sm:px-4 lg:py-6">
        {loading ? <Spinner /> : <Outlet />}
      </main>
      <AdminNavPhone unread={loaderData.unreadQuoteRequests} />
    </div>
  );
}

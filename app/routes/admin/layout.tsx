import { Form, Link, NavLink, Outlet, redirect, useNavigation } from "react-router";
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
  };
}

const NAV = [
  { to: "/admin/dashboard", label: "Overblik" },
  { to: "/admin/pages", label: "Sider" },
  { to: "/admin/images", label: "Billedearkiv" },
  { to: "/admin/sektioner", label: "Sektioner" },
  { to: "/admin/forespoergsler", label: "Forespørgsler" },
  { to: "/admin/settings", label: "Indstillinger" },
  { to: "/admin/subscription", label: "Abonnement" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="min-h-screen bg-stone-100">
      <header className="border-stone-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">Velkommen, {loaderData.companyName}</p>
            <p className="truncate text-sm text-stone-600">{loaderData.email}</p>
          </div>
          <div className="flex items-center gap-2">
            <a
              href={loaderData.siteUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-stone-100"
            >
              Se hjemmeside<span className="sr-only"> (åbner i en ny fane)</span>
            </a>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 font-semibold text-stone-900 hover:bg-stone-100"
              >
                Log ud
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Administration" className="mx-auto max-w-6xl px-2">
          <ul className="flex flex-wrap gap-x-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium ${
                      isActive
                        ? "border-brand-700 text-brand-800"
                        : "border-transparent text-stone-700 hover:text-stone-900"
                    }`
                  }
                >
                  {item.label}
                  {item.to === "/admin/forespoergsler" && loaderData.unreadQuoteRequests > 0 ? (
                    <span className="ml-2 rounded-full bg-brand-700 px-2 text-sm text-white">
                      {loaderData.unreadQuoteRequests}
                      <span className="sr-only"> ulæste</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
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
      {loaderData.trialDaysLeft !== null ? (
        <TrialBanner daysLeft={loaderData.trialDaysLeft} checkout={loaderData.billingEnabled} />
      ) : null}
      <main className="mx-auto max-w-6xl px-4 py-6">{loading ? <Spinner /> : <Outlet />}</main>
    </div>
  );
}

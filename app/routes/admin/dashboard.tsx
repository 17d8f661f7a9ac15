import { Link } from "react-router";
import { PageViewChart } from "~/components/admin/page-view-chart";
import { getPageViewSeries } from "~/server/analytics-dashboard/get-page-view-series.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { countRecentQuoteRequests } from "~/server/quote-requests/count-recent-quote-requests.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Overblik | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const [views, quoteRequests] = await Promise.all([
    getPageViewSeries(company.id, { days: 30 }),
    countRecentQuoteRequests(company.id, 30),
  ]);
  return { companyName: company.name, views, quoteRequests };
}

// SPEC §2 Admin: three cards: Sider, Billedearkiv, Hjemmeside Indstillinger.
const CARDS = [
  {
    to: "/admin/pages",
    title: "Sider",
    text: "Ret tekster, billeder og layout på dine sider, eller opret nye.",
  },
  {
    to: "/admin/images",
    title: "Billedearkiv",
    text: "Upload billeder af dit arbejde, og brug dem på siderne.",
  },
  {
    to: "/admin/settings",
    title: "Hjemmeside Indstillinger",
    text: "Logo, kontaktoplysninger, åbningstider, sociale medier, farver og domæne.",
  },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">{loaderData.companyName}</h1>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <h2 className="font-semibold text-lg text-stone-900">{card.title}</h2>
              <p className="mt-1 text-stone-700">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/admin/forespoergsler"
        className="block rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600"
      >
        <h2 className="font-semibold text-lg text-stone-900">Forespørgsler (30 dage)</h2>
        <p className="mt-1 font-bold text-3xl text-stone-900">{loaderData.quoteRequests}</p>
      </Link>
      <PageViewChart days={loaderData.views.days} total={loaderData.views.total} />
    </div>
  );
}

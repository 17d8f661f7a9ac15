import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from "~/schemas/quote-request";
import { requireOwner } from "~/server/auth/require-owner.server";
import { listQuoteRequests } from "~/server/quote-requests/list-quote-requests.server";
import type { Route } from "./+types/inbox";

export function meta() {
  return [{ title: "Forespørgsler | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? "");

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const param = new URL(request.url).searchParams.get("status");
  const status = isStatus(param) ? param : null;
  const rows = await listQuoteRequests(company.id, status ?? undefined);
  return {
    status,
    settings: { enabled: company.quoteFormEnabled, retentionMonths: company.quoteRetentionMonths },
    requests: rows.map((row) => ({
      id: row.id,
      name: row.name,
      received: danishDateTime(row.createdAt),
      excerpt: row.description.length > 140 ? `${row.description.slice(0, 139)}…` : row.description,
      status: row.status,
      unread: row.readAt === null,
      photos: row.photos.length,
    })),
  };
}

export default function QuoteInbox({ loaderData }: Route.ComponentProps) {
  const { requests, status, settings } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-stone-900">Forespørgsler</h1>
        <a href="/admin/forespoergsler/eksport.csv" className={buttonClass("secondary")} download>
          Eksportér som CSV
        </a>
      </div>
      <nav aria-label="Filtrér efter status">
        <ul className="flex flex-wrap gap-2">
          {[null, ...QUOTE_STATUSES].map((value) => (
            <li key={value ?? "alle"}>
              <Link
                to={value ? `?status=${value}` : "."}
                aria-current={status === value ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-stone-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {value ? QUOTE_STATUS_LABELS[value] : "Alle"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          {status ? "Ingen forespørgsler med denne status." : "Du har ingen forespørgsler endnu."}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {requests.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/forespoergsler/${item.id}`} className="block p-4 hover:bg-stone-50">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className={`text-stone-900 ${item.unread ? "font-bold" : "font-semibold"}`}>
                    {item.unread ? (
                      <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-sm text-white">Ulæst</span>
                    ) : null}
                    {item.name}
                  </span>
                  <span className="text-sm text-stone-600">{item.received}</span>
                </span>
                <span className="mt-1 block break-words text-stone-700">{item.excerpt}</span>
                <span className="mt-1 block text-sm text-stone-600">
                  Status: {QUOTE_STATUS_LABELS[item.status]}
                  {item.photos ? ` · ${item.photos} billede${item.photos === 1 ? "" : "r"}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="text-stone-700">
        <Link
          to="/admin/settings?tab=forespoergsler"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
        >
          Indstillinger for formularen og den månedlige rapport
        </Link>
        <span className="block text-sm">
          {settings.enabled ? "Formularen vises på din hjemmeside." : "Formularen er slået fra."}{" "}
          Forespørgsler slettes automatisk efter {settings.retentionMonths} måneder.
        </span>
      </p>
    </div>
  );
}

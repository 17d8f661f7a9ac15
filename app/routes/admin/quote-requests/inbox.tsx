import { data, Form, Link } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { buttonClass } from "~/components/ui/button";
import {
  QUOTE_RETENTION_MONTHS,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type QuoteStatus,
} from "~/schemas/quote-request";
import { requireOwner } from "~/server/auth/require-owner.server";
import { listQuoteRequests } from "~/server/quote-requests/list-quote-requests.server";
import { updateQuoteSettings } from "~/server/quote-requests/update-quote-settings.server";
import type { Route } from "./+types/inbox";

export function meta() {
  return [{ title: "Forespørgsler | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? "");

const dateTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  dateStyle: "medium",
  timeStyle: "short",
});

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
      received: dateTime.format(row.createdAt),
      excerpt: row.description.length > 140 ? `${row.description.slice(0, 139)}…` : row.description,
      status: row.status,
      unread: row.readAt === null,
      photos: row.photos.length,
    })),
  };
}

/** The form's settings: "Vis tilbudsformular" and how long requests are kept. */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const months = Number(form.get("retentionMonths"));
  const retention = QUOTE_RETENTION_MONTHS.find((value) => value === months);
  if (!retention)
    return data({ ok: false, message: "Vælg hvor længe forespørgsler gemmes" }, { status: 400 });
  await updateQuoteSettings(company.id, {
    enabled: form.get("enabled") === "on",
    retentionMonths: retention,
  });
  return { ok: true, message: "Indstillingerne er gemt" };
}

export default function QuoteInbox({ loaderData, actionData }: Route.ComponentProps) {
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
      <section
        aria-labelledby="formular-indstillinger"
        className="rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="formular-indstillinger" className="font-semibold text-lg text-stone-900">
          Formularen “Få et tilbud”
        </h2>
        <Form method="post" className="mt-3 grid gap-4">
          <label className="flex min-h-11 items-center gap-3 text-stone-900">
            <input type="checkbox" name="enabled" defaultChecked={settings.enabled} className="size-5" />
            Vis tilbudsformular
          </label>
          <div>
            <label htmlFor="retentionMonths" className="mb-1 block font-medium text-stone-900">
              Slet forespørgsler automatisk efter
            </label>
            <select
              id="retentionMonths"
              name="retentionMonths"
              defaultValue={String(settings.retentionMonths)}
              className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
            >
              {QUOTE_RETENTION_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {months} måneder
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass("primary")}>
              Gem indstillinger
            </button>
            <FormResult result={actionData} />
          </div>
        </Form>
      </section>
    </div>
  );
}

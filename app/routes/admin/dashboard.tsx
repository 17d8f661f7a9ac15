import { Link } from "react-router";
import { z } from "zod";
import { NapCheck } from "~/components/admin/nap-check";
import { OLD_SITE_INTENT, OldSiteSuggestions } from "~/components/admin/old-site-suggestions";
import { PageViewChart } from "~/components/admin/page-view-chart";
import { parseForm } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import { CALLS_NOTE, replyTimeSentence } from "~/schemas/owner-numbers";
import type { OldSiteChoices } from "~/schemas/redirect";
import { countRecentCallTaps } from "~/server/analytics-dashboard/count-recent-call-taps.server";
import { getPageViewSeries } from "~/server/analytics-dashboard/get-page-view-series.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { countRecentQuoteRequests } from "~/server/quote-requests/count-recent-quote-requests.server";
import { summarizeReplyTime } from "~/server/quote-requests/summarize-reply-time.server";
import { listOldSiteSuggestions } from "~/server/redirects/list-old-site-suggestions.server";
import { checkNap } from "~/server/search/check-nap.server";
import { actionInvalid } from "../action-result.server";
import type { Route } from "./+types/dashboard";
import { answerOldSiteChoices } from "./old-site-choices-action.server";

export function meta() {
  return [{ title: "Overblik | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const now = new Date();
  const [views, quoteRequests, calls, replyTime, oldSite, nap] = await Promise.all([
    getPageViewSeries(company.id, { days: 30 }),
    countRecentQuoteRequests(company.id, 30),
    countRecentCallTaps(company.id, 30),
    summarizeReplyTime(company.id, { from: new Date(now.getTime() - 30 * 86_400_000), to: now }),
    listOldSiteSuggestions(company.id),
    checkNap(company.id),
  ]);
  return { companyName: company.name, views, quoteRequests, calls, replyTime, oldSite, nap };
}

// The old website's addresses found when the site was created, offered as redirects until decided.
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const posted = parseForm(form, z.object({ intent: z.literal(OLD_SITE_INTENT) }));
  if (!posted.ok) return actionInvalid<OldSiteChoices>({ fieldErrors: {}, message: "Ukendt handling." });
  return answerOldSiteChoices(company.id, form);
}

// SPEC §2 Admin: three cards: Sider, Billedearkiv, Indstillinger (the spec's "Hjemmeside Indstillinger", named as in the navigation).
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
    title: "Indstillinger",
    text: "Logo, kontaktoplysninger, åbningstider, sociale medier, farver og domæne.",
  },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { suggestions, pages } = loaderData.oldSite;
  // The one form of this page: its refusals carry the owner's choices.
  const answer = actionData as ActionResult<OldSiteChoices> | undefined;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">{loaderData.companyName}</h1>
      {actionData?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {actionData.message}{" "}
          <Link to="/admin/settings/videresendelser" className="underline">
            Se dine videresendelser
          </Link>
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <section
          aria-labelledby="gamle-adresser"
          className="space-y-3 rounded-xl border-2 border-brand-600 bg-white p-5 shadow-sm"
        >
          <h2 id="gamle-adresser" className="font-semibold text-lg text-stone-900">
            Vi fandt {suggestions.length} {suggestions.length === 1 ? "adresse" : "adresser"} på din gamle
            hjemmeside
          </h2>
          <OldSiteSuggestions
            suggestions={suggestions}
            pages={pages}
            refused={answer && !answer.ok ? answer : null}
            answerKey={actionData}
          />
        </section>
      ) : null}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Link
          to="/admin/forespoergsler"
          className="block rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600"
        >
          <h2 className="font-semibold text-lg text-stone-900">Forespørgsler (30 dage)</h2>
          <p className="mt-1 font-bold text-3xl text-stone-900">{loaderData.quoteRequests}</p>
          <p className="mt-1 text-stone-700" data-testid="reply-time">
            {replyTimeSentence(loaderData.replyTime)}
          </p>
        </Link>
        <section
          aria-labelledby="opkald"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="opkald" className="font-semibold text-lg text-stone-900">
            Opkald fra hjemmesiden (30 dage)
          </h2>
          <p className="mt-1 font-bold text-3xl text-stone-900" data-testid="call-taps">
            {loaderData.calls}
          </p>
          <p className="mt-1 text-sm text-stone-600">{CALLS_NOTE}</p>
        </section>
      </div>
      {loaderData.nap ? <NapCheck check={loaderData.nap} /> : null}
      <PageViewChart days={loaderData.views.days} total={loaderData.views.total} />
    </div>
  );
}

import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { DeleteForm } from "~/components/admin/delete-form";
import { FormResult } from "~/components/admin/form-result";
import { QuoteReply } from "~/components/admin/quote-reply";
import { ReviewRequestPanelView } from "~/components/admin/review-request-panel";
import { telHref } from "~/components/site/site-links";
import { buttonClass } from "~/components/ui/button";
import { parseForm } from "~/lib/parse-form";
import { CALLBACK_TIME_LABELS } from "~/schemas/callback-request";
import { formatReplyTime } from "~/schemas/owner-numbers";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, QUOTE_TIMING_OPTIONS } from "~/schemas/quote-request";
import { SAVE_LABEL, SAVED_MESSAGE } from "~/schemas/save-wording";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { deleteQuoteRequests } from "~/server/quote-requests/delete-quote-request.server";
import { listQuoteReplies } from "~/server/quote-requests/list-quote-replies.server";
import { listReplyTemplates } from "~/server/quote-requests/list-reply-templates.server";
import { openQuoteRequest } from "~/server/quote-requests/open-quote-request.server";
import { updateQuoteRequest } from "~/server/quote-requests/update-quote-request.server";
import { reviewRequestPanel } from "~/server/reviews/review-request-panel.server";
import { sendReviewRequest } from "~/server/reviews/send-review-request.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/detail";
import { REPLY_INTENTS, replyAction } from "./reply-action.server";

const isReplyIntent = (intent: string): intent is (typeof REPLY_INTENTS)[number] =>
  (REPLY_INTENTS as readonly string[]).includes(intent);

export function meta() {
  return [{ title: "Forespørgsel | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const dateTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  dateStyle: "long",
  timeStyle: "short",
});

const notFound = () => new Response("Forespørgslen blev ikke fundet.", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const row = await openQuoteRequest(company.id, params.id);
  if (!row) throw notFound();
  const subject = `Dit tilbud fra ${company.name}`;
  const [replies, templates] = await Promise.all([
    listQuoteReplies(company.id, row.id),
    listReplyTemplates(company.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    description: row.description,
    timing: QUOTE_TIMING_OPTIONS.find((option) => option.value === row.timing)?.label ?? "",
    received: dateTime.format(row.createdAt),
    status: row.status,
    note: row.note,
    photos: row.photos.map((photo, index) => ({ index, width: photo.width, height: photo.height })),
    mailto: row.email ? `mailto:${row.email}?subject=${encodeURIComponent(subject)}` : null,
    // Issue 26: "Bed om en anmeldelse" once the job is "Udført".
    review: await reviewRequestPanel(company.id, row.id),
    kind: row.kind,
    callbackTime: CALLBACK_TIME_LABELS[row.callbackTime as keyof typeof CALLBACK_TIME_LABELS] ?? "",
    answered: row.firstResponseAt
      ? `Besvaret efter ${formatReplyTime((row.firstResponseAt.getTime() - row.createdAt.getTime()) / 60_000)}`
      : "Ikke besvaret endnu",
    replySubject: `Svar på din forespørgsel til ${company.name}`,
    replies: replies.map((reply) => ({ ...reply, sent: dateTime.format(reply.sentAt) })),
    templates: templates.map(({ id, name }) => ({ id, name })),
  };
}

/** The status form (status + the owner's note), or intent=delete. */
const DETAIL_FORM = z.object({
  intent: z.string().optional(),
  status: z.enum(QUOTE_STATUSES, { error: "Vælg en status" }),
  note: z.string(),
});

export async function action({ request, params }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const parsed = parseForm(form, DETAIL_FORM);
  if (parsed.values.intent === "delete") {
    if ((await deleteQuoteRequests(company.id, [params.id])) === 0) throw notFound();
    throw redirect("/admin/forespoergsler");
  }
  if (parsed.values.intent === "review-request") {
    try {
      const sent = await sendReviewRequest(company.id, params.id);
      return actionDone({ intent: "review-request", message: `Anmodningen er sendt til ${sent.to}.` });
    } catch (error) {
      if (isAppError(error) && error.code === "NOT_FOUND") throw notFound();
      // A refusal is the page's answer (200), shown beside the panel: the rules decided, nothing broke.
      if (isAppError(error))
        return actionInvalid({
          intent: "review-request",
          fieldErrors: {},
          message: error.message,
          status: 200,
        });
      throw error;
    }
  }
  const intent = parsed.values.intent ?? "";
  if (isReplyIntent(intent)) {
    const result = await replyAction(company.id, params.id, intent, form);
    if (result === "not-found") throw notFound();
    return result;
  }
  if (!parsed.ok) {
    return actionInvalid({ ...parsed, message: Object.values(parsed.fieldErrors)[0] ?? "Vælg en status" });
  }
  try {
    await updateQuoteRequest(company.id, params.id, { status: parsed.data.status, note: parsed.data.note });
  } catch (error) {
    // Another company's request (or a deleted one) answers NOT_FOUND's 404; the page's loader then
    // shows its 404 too, as it does for any request this owner cannot see.
    return actionFailed(error, {
      log: "quote request not updated",
      fallback: "Kunne ikke gemme ændringerne lige nu. Prøv igen om lidt.",
      fields: { companyId: company.id },
      values: parsed.values,
    });
  }
  return actionDone({ message: SAVED_MESSAGE });
}

export default function QuoteRequestDetail({ loaderData: item, actionData }: Route.ComponentProps) {
  // One answer shape for the page's three forms; its intent says which one answered.
  const replyResult = actionData?.intent === "reply" ? actionData : undefined;
  const reviewResult = actionData?.intent === "review-request" ? actionData : undefined;
  const statusResult = actionData && !reviewResult && !replyResult ? actionData : undefined;
  const photo = (index: number, small: boolean) =>
    `/admin/forespoergsler/${item.id}/billeder/${index}${small ? "?str=lille" : ""}`;
  return (
    <div className="space-y-6">
      <Link to="/admin/forespoergsler" className="font-medium text-brand-700 underline">
        Tilbage til forespørgsler
      </Link>
      <div>
        <h1 className="break-words font-bold text-2xl text-stone-900">Forespørgsel fra {item.name}</h1>
        <p className="text-stone-600">
          Modtaget {item.received} · <span data-testid="answered">{item.answered}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {item.phone ? (
          <a href={telHref(item.phone)} className={buttonClass("primary")}>
            Ring {item.phone}
          </a>
        ) : null}
        {item.mailto ? (
          <>
            <a href="#svar" className={buttonClass("secondary")}>
              Svar
            </a>
            <a href={item.mailto} className={buttonClass("ghost")}>
              Svar på e-mail
            </a>
          </>
        ) : null}
      </div>
      <dl className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
        {[
          ["Telefon", item.phone || "–"],
          ["E-mail", item.email || "–"],
          ["Adresse", item.address || "–"],
          item.kind === "callback" ? ["Ring op", item.callbackTime] : ["Hvornår", item.timing],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-stone-900">{label}</dt>
            <dd className="break-words text-stone-800">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="font-semibold text-stone-900">Hvad skal laves?</dt>
          <dd className="whitespace-pre-wrap break-words text-stone-800">{item.description}</dd>
        </div>
      </dl>
      {item.photos.length ? (
        <section aria-labelledby="billeder">
          <h2 id="billeder" className="mb-3 font-semibold text-lg text-stone-900">
            Billeder
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {item.photos.map((p) => (
              <li key={p.index}>
                <a href={photo(p.index, false)} target="_blank" rel="noopener" className="block">
                  <img
                    src={photo(p.index, true)}
                    alt={`Billede ${p.index + 1} fra ${item.name} (åbner i fuld størrelse)`}
                    className="aspect-4/3 w-full rounded-lg border border-stone-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <QuoteReply
        canReply={Boolean(item.email)}
        defaultSubject={item.replySubject}
        templates={item.templates}
        replies={item.replies}
        result={replyResult}
      />
      <Form method="post" className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
        <div>
          <label htmlFor="status" className="mb-1 block font-medium text-stone-900">
            Status
          </label>
          <select
            id="status"
            name="status"
            // A reply sent from this page moves the status: the field follows the stored one.
            key={item.status}
            defaultValue={item.status}
            className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
          >
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {QUOTE_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="note" className="mb-1 block font-medium text-stone-900">
            Privat note (ses kun af dig)
          </label>
          <textarea
            id="note"
            name="note"
            rows={4}
            maxLength={4000}
            defaultValue={item.note}
            className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className={buttonClass("primary")}>
            {SAVE_LABEL}
          </button>
          <FormResult result={statusResult} />
        </div>
      </Form>
      <ReviewRequestPanelView panel={item.review} result={reviewResult} />
      {item.status === "won" ? (
        // Issue 26: a won job can become a project draft (task, town and photos; never the customer's name).
        <Form
          method="post"
          action="/admin/opgaver/ny"
          className="rounded-xl border border-stone-200 bg-white p-5"
        >
          <input type="hidden" name="fra" value={item.id} />
          <p className="mb-3 text-stone-700">
            Vis opgaven på hjemmesiden, når den er færdig. Kundens navn og adresse kommer ikke med.
          </p>
          <button type="submit" name="intent" value="from-quote" className={buttonClass("secondary")}>
            Lav en udført opgave af forespørgslen
          </button>
        </Form>
      ) : null}
      <DeleteForm question="Vil du slette forespørgslen og dens billeder? Det kan ikke fortrydes.">
        Slet forespørgsel
      </DeleteForm>
    </div>
  );
}

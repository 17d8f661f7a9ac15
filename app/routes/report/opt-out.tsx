import { data, redirect } from "react-router";
import { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { parseForm } from "~/lib/parse-form";
import type { RouteHandle } from "~/root";
import { readMonthlyReport } from "~/server/reports/read-monthly-report.server";
import { readReportOptOutToken } from "~/server/reports/report-opt-out-token.server";
import { setMonthlyReport } from "~/server/reports/set-monthly-report.server";
import { actionDone, actionInvalid } from "../action-result.server";
import type { Route } from "./+types/opt-out";

// A plain page and a plain form: it works from any mail client, without logging in or JavaScript.
export const handle: RouteHandle = { hydrate: false };

/** The page carries a personal token and the owner's choice: never kept by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ title: "Månedlig rapport | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const INVALID =
  "Linket virker ikke. Kopiér hele linket fra mailen, eller slå rapporten fra under Indstillinger, når du er logget ind.";

/**
 * The opt-out link of the monthly report mail (/rapport/afmeld?token=…). Opening it only shows the
 * state and a button: mail scanners and link previews open links in mails, and a GET that switched the
 * report off would unsubscribe owners who never asked (mail programs use the one-click POST below).
 * `tilmeldt=1` (after "Send mig rapporten igen") says the report is back on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const companyId = readReportOptOutToken(token);
  if (!companyId) return data({ ok: false as const, message: INVALID }, { status: 400 });
  const state = await readMonthlyReport(companyId);
  if (!state) return data({ ok: false as const, message: INVALID }, { status: 404 });
  const resumed = url.searchParams.get("tilmeldt") === "1";
  return { ok: true as const, token, companyName: state.name, enabled: state.enabled, resumed };
}

/**
 * The button on the page: switch the report back on (or off again), then show the page anew. Also the
 * one-click unsubscribe of RFC 8058: a mail program posts "List-Unsubscribe=One-Click" to the URL in
 * the mail's List-Unsubscribe header, with neither cookies nor Origin. The signed token is the only
 * authority either way (no session is involved), so server/app.ts exempts this path from the
 * same-origin check.
 */
export async function action({ request }: Route.ActionArgs) {
  const posted = parseForm(await request.formData(), OPT_OUT_FORM);
  const { oneClick, token, intent } = posted.ok
    ? posted.data
    : { oneClick: undefined, token: "", intent: "" };
  const refuse = (status: number) => actionInvalid({ fieldErrors: {}, message: INVALID, status });
  if (oneClick === "One-Click") {
    const companyId = readReportOptOutToken(new URL(request.url).searchParams.get("token"));
    if (!companyId) return refuse(400);
    if ((await setMonthlyReport(companyId, false)) === null) return refuse(404);
    return actionDone();
  }
  const companyId = readReportOptOutToken(token);
  if (!companyId) return refuse(400);
  const on = intent === "on";
  if ((await setMonthlyReport(companyId, on)) === null) return refuse(404);
  const query = new URLSearchParams({ token, ...(on ? { tilmeldt: "1" } : {}) });
  throw redirect(`/rapport/afmeld?${query}`, 303);
}

/** The page's button (token + intent), or RFC 8058's one-click post (its token rides in the URL). */
const OPT_OUT_FORM = z
  .object({ "List-Unsubscribe": z.string().optional(), token: z.string(), intent: z.string() })
  .transform(({ "List-Unsubscribe": oneClick, token, intent }) => ({ oneClick, token, intent }));

export default function ReportOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const error =
    (actionData && !actionData.ok ? actionData.message : null) ?? (loaderData.ok ? null : loaderData.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {error || !loaderData.ok ? (
        <>
          <h1 className="font-bold text-2xl text-stone-900">Linket er ugyldigt</h1>
          <p role="alert" className="mt-4 text-stone-800">
            {error}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-bold text-2xl text-stone-900">
            {!loaderData.enabled
              ? "Du får ikke længere den månedlige rapport"
              : loaderData.resumed
                ? "Du får den månedlige rapport igen"
                : "Vil du afmelde den månedlige rapport?"}
          </h1>
          <p className="mt-4 text-stone-800">
            {loaderData.enabled
              ? `${loaderData.companyName} får en kort rapport om hjemmesiden på mail den 1. i hver måned.${loaderData.resumed ? "" : " Tryk på knappen for at stoppe den."}`
              : `Vi sender ikke flere månedlige rapporter om hjemmesiden for ${loaderData.companyName}. Du kan altid slå den til igen her eller under Indstillinger.`}
          </p>
          <form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="intent" value={loaderData.enabled ? "off" : "on"} />
            <button type="submit" className={buttonClass(loaderData.enabled ? "secondary" : "primary")}>
              {loaderData.enabled ? "Afmeld den månedlige rapport" : "Send mig rapporten igen"}
            </button>
          </form>
        </>
      )}
    </div>
  );
}

import { redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { RouteHandle } from "~/root";
import { readMonthlyReport } from "~/server/reports/read-monthly-report.server";
import { readReportOptOutToken } from "~/server/reports/report-opt-out-token.server";
import { setMonthlyReport } from "~/server/reports/set-monthly-report.server";
import { actionDone, actionInvalid } from "../action-result.server";
import { InvalidLink } from "../invalid-link";
import { invalidLinkPage, readOptOutPost } from "../opt-out-form.server";
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
  if (!companyId) return invalidLinkPage(INVALID, 400);
  const state = await readMonthlyReport(companyId);
  if (!state) return invalidLinkPage(INVALID, 404);
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
  const { oneClick, token, intent } = await readOptOutPost(request);
  const refuse = (status: number) => actionInvalid({ fieldErrors: {}, message: INVALID, status });
  const companyId = readReportOptOutToken(token);
  if (!companyId) return refuse(400);
  const on = !oneClick && intent === "on";
  if ((await setMonthlyReport(companyId, on)) === null) return refuse(404);
  if (oneClick) return actionDone();
  const query = new URLSearchParams({ token, ...(on ? { tilmeldt: "1" } : {}) });
  throw redirect(`/rapport/afmeld?${query}`, 303);
}

export default function ReportOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const error =
    (actionData && !actionData.ok ? actionData.message : null) ?? (loaderData.ok ? null : loaderData.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {error || !loaderData.ok ? (
        <InvalidLink message={error} />
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

import { buttonClass } from "~/components/ui/button";
import { readMonthlyReport } from "~/server/reports/read-monthly-report.server";
import { REPORT_OPT_OUT_PATH, readReportOptOutToken } from "~/server/reports/report-opt-out-token.server";
import { setMonthlyReport } from "~/server/reports/set-monthly-report.server";
import { answerOptOutPost, optOutHeaders, readOptOutLink } from "../opt-out-form.server";
import { OptOutPage, optOutMeta } from "../opt-out-page";
import type { Route } from "./+types/opt-out";

// A plain page and a plain form (no JavaScript, like every page in the main site's layout): it works
// from any mail client, without logging in.

export const headers = optOutHeaders;
export const meta = optOutMeta("Månedlig rapport");

const LINK = {
  readToken: readReportOptOutToken,
  find: readMonthlyReport,
  invalid:
    "Linket virker ikke. Kopiér hele linket fra mailen, eller slå rapporten fra under Indstillinger, når du er logget ind.",
};

/**
 * The opt-out link of the monthly report mail (/rapport/afmeld?token=…): the state and a button.
 * `tilmeldt=1` (after "Send mig rapporten igen") says the report is back on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const link = await readOptOutLink(request, LINK);
  if (!link.ok) return link.page;
  const { token, found, url } = link;
  const resumed = url.searchParams.get("tilmeldt") === "1";
  return { ok: true as const, token, companyName: found.name, enabled: found.enabled, resumed };
}

/** The button switches the report back on (or off again); a one-click post switches it off. */
export function action({ request }: Route.ActionArgs) {
  return answerOptOutPost(request, {
    ...LINK,
    apply: (companyId, post) => setMonthlyReport(companyId, !post.oneClick && post.intent === "on"),
    pageAfter: (token, intent) =>
      `${REPORT_OPT_OUT_PATH}?${new URLSearchParams({ token, ...(intent === "on" ? { tilmeldt: "1" } : {}) })}`,
  });
}

export default function ReportOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OptOutPage loaderData={loaderData} actionData={actionData}>
      {(page) => (
        <>
          <h1 className="font-bold text-2xl text-stone-900">
            {!page.enabled
              ? "Du får ikke længere den månedlige rapport"
              : page.resumed
                ? "Du får den månedlige rapport igen"
                : "Vil du afmelde den månedlige rapport?"}
          </h1>
          <p className="mt-4 text-stone-800">
            {page.enabled
              ? `${page.companyName} får en kort rapport om hjemmesiden på mail den 1. i hver måned.${page.resumed ? "" : " Tryk på knappen for at stoppe den."}`
              : `Vi sender ikke flere månedlige rapporter om hjemmesiden for ${page.companyName}. Du kan altid slå den til igen her eller under Indstillinger.`}
          </p>
          <form method="post" className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <input type="hidden" name="intent" value={page.enabled ? "off" : "on"} />
            <button type="submit" className={buttonClass(page.enabled ? "secondary" : "primary")}>
              {page.enabled ? "Afmeld den månedlige rapport" : "Send mig rapporten igen"}
            </button>
          </form>
        </>
      )}
    </OptOutPage>
  );
}

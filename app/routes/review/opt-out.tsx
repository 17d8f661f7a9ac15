import { buttonClass } from "~/components/ui/button";
import { findReviewRequest, optOutOfReviews } from "~/server/reviews/opt-out-reviews.server";
import { REVIEW_OPT_OUT_PATH, readReviewOptOutToken } from "~/server/reviews/review-keys.server";
import { answerOptOutPost, optOutHeaders, readOptOutLink } from "../opt-out-form.server";
import { OptOutPage, optOutMeta } from "../opt-out-page";
import type { Route } from "./+types/opt-out";

// A plain page and a plain form (no JavaScript, like every page in the main site's layout): it works
// from any mail client, without logging in.

export const headers = optOutHeaders;
export const meta = optOutMeta("Mails om anmeldelser");

const LINK = {
  readToken: readReviewOptOutToken,
  find: findReviewRequest,
  invalid: "Linket virker ikke. Kopiér hele linket fra mailen.",
};

/** The opt-out link of a review request mail (issue 26, /anmeldelse/afmeld?token=…); `afmeldt=1` after the button. */
export async function loader({ request }: Route.LoaderArgs) {
  const link = await readOptOutLink(request, LINK);
  if (!link.ok) return link.page;
  const done = link.url.searchParams.get("afmeldt") === "1";
  return { ok: true as const, token: link.token, companyName: link.found.companyName, done };
}

export function action({ request }: Route.ActionArgs) {
  return answerOptOutPost(request, {
    ...LINK,
    apply: optOutOfReviews,
    pageAfter: (token) => `${REVIEW_OPT_OUT_PATH}?${new URLSearchParams({ token, afmeldt: "1" })}`,
  });
}

export default function ReviewOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OptOutPage loaderData={loaderData} actionData={actionData}>
      {(page) =>
        page.done ? (
          <>
            <h1 className="font-bold text-2xl text-stone-900">Du er afmeldt</h1>
            <p className="mt-4 text-stone-800">
              Du får ikke flere mails om anmeldelser fra {page.companyName}.
            </p>
          </>
        ) : (
          <>
            <h1 className="font-bold text-2xl text-stone-900">Vil du undgå flere mails om anmeldelser?</h1>
            <p className="mt-4 text-stone-800">
              Tryk på knappen, så sender {page.companyName} dig ikke flere anmodninger om anmeldelser.
            </p>
            <form method="post" className="mt-6">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className={buttonClass("primary")}>
                Afmeld mails om anmeldelser
              </button>
            </form>
          </>
        )
      }
    </OptOutPage>
  );
}
